import { describe, expect, it } from 'vitest';
import { UNKNOWN_PATH } from '@botica/platform/server/fragment-protocol';
import { render } from './render';

describe("the content remote's fragment answers", () => {
  it('does not know a blog post that does not exist', async () => {
    expect(await render({ path: '/blog/999' })).toEqual(UNKNOWN_PATH);
    expect(await render({ path: '/blog/no-es-un-numero' })).toEqual(UNKNOWN_PATH);
  });
  it('leaves the pages it knows to the browser', async () => {
    expect(await render({ path: '/blog/1' })).toBeNull();
    expect(await render({ path: '/blog' })).toBeNull();
    expect(await render({ path: '/nosotros' })).toBeNull();
  });
});
