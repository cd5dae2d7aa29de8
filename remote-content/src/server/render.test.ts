// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { UNDECIDED, UNKNOWN_PATH } from '@botica/platform/server/fragment-protocol';
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

describe('worlds and covers', () => {
  it('does not know a world, section or cover the API answers 404 for, nor malformed ones', async () => {
    const { createServer } = await import('node:http');
    const srv = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://api');
      // a missing world, cover or section; section 7 belongs to another world
      const missing = req.url?.includes('no-existe') || url.pathname.endsWith('/99999') || (url.pathname.endsWith('/productos/7') && url.searchParams.get('landing') !== 'bebes');
      res.statusCode = missing ? 404 : 200;
      res.end('{}');
    });
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
    const apiUrl = `http://127.0.0.1:${(srv.address() as { port: number }).port}`;
    try {
      expect(await render({ path: '/mundo/no-existe', apiUrl })).toEqual(UNKNOWN_PATH);
      expect(await render({ path: '/mundo/no-existe/12', apiUrl })).toEqual(UNKNOWN_PATH);
      expect(await render({ path: '/mundo/belleza/abc', apiUrl })).toEqual(UNKNOWN_PATH);
      expect(await render({ path: '/mundo/belleza/99999', apiUrl })).toEqual(UNKNOWN_PATH);
      expect(await render({ path: '/mundo/belleza/7', apiUrl })).toEqual(UNKNOWN_PATH);
      expect(await render({ path: '/mundo/bebes/7', apiUrl })).toBeNull();
      expect(await render({ path: '/portada/no-existe', apiUrl })).toEqual(UNKNOWN_PATH);
      expect(await render({ path: '/mundo/belleza', apiUrl })).toBeNull();
      expect(await render({ path: '/mundo/belleza/3', apiUrl })).toBeNull();
      expect(await render({ path: '/portada/gift-card-predeterminado', apiUrl })).toBeNull();
    } finally {
      srv.close();
    }
  });
  it('cannot tell (never "it exists") when the API cannot be asked or fails', async () => {
    expect(await render({ path: '/mundo/belleza', apiUrl: 'http://127.0.0.1:9' })).toEqual(UNDECIDED);
    expect(await render({ path: '/portada/gift-card-predeterminado' })).toEqual(UNDECIDED);
    const { createServer } = await import('node:http');
    const srv = createServer((_req, res) => {
      res.statusCode = 500;
      res.end('{}');
    });
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
    try {
      expect(await render({ path: '/mundo/belleza/3', apiUrl: `http://127.0.0.1:${(srv.address() as { port: number }).port}` })).toEqual(UNDECIDED);
    } finally {
      srv.close();
    }
  });
});
