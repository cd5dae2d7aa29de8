// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assign, bucketOf, hasCanary, versionedRemotes, visitorOf } from './release-assignment';

const V1 = '20261130.100000-aaaa111';
const V2 = '20261130.110000-bbbb222';
const visitors = Array.from({ length: 400 }, (_, i) => `visitante-numero-${i}-abcdefgh`);

describe('who gets the canary', () => {
  it('reads only its own well-formed mark from the cookies', () => {
    expect(visitorOf('a=1; botica_visitante=AbCdEfGhIjKlMnOpQr_-12; b=2')).toBe('AbCdEfGhIjKlMnOpQr_-12');
    expect(visitorOf('botica_visitante=<script>')).toBeNull();
    expect(visitorOf(undefined)).toBeNull();
  });

  it('a visitor with no mark, or no canary running, gets the stable version (null: the base build)', () => {
    const live = { content: { estable: V1, canario: V2, porcentaje: 100 } };
    expect(assign(live, null).content).toEqual({ version: V1, canary: false });
    expect(assign({}, visitors[0]!).content).toEqual({ version: null, canary: false });
    expect(hasCanary(live)).toBe(true);
    expect(hasCanary({ content: { estable: V1, canario: null, porcentaje: 0 } })).toBe(false);
  });

  it('takes about the share asked for, and raising the share keeps everyone who had the canary', () => {
    const at = (percent: number) => new Set(visitors.filter((v) => assign({ catalog: { estable: V1, canario: V2, porcentaje: percent } }, v).catalog.canary));
    const twenty = at(20);
    const fifty = at(50);
    expect(twenty.size / visitors.length).toBeGreaterThan(0.13);
    expect(twenty.size / visitors.length).toBeLessThan(0.27);
    expect([...twenty].every((v) => fifty.has(v))).toBe(true);
    expect(at(100).size).toBe(visitors.length);
  });

  it('each app draws its canary from different visitors', () => {
    const catalog = visitors.filter((v) => bucketOf(v, 'catalog') < 20);
    const content = visitors.filter((v) => bucketOf(v, 'content') < 20);
    expect(catalog).not.toEqual(content);
  });

  it("names a release by its version's manifest on the remote's own origin, the others as they were", () => {
    const remotes = { catalog: 'http://localhost:3001/mf-manifest.json', content: 'https://cdn.botica.test/content/mf-manifest.json' };
    const chosen = assign({ content: { estable: V1, canario: null, porcentaje: 0 } }, null);
    expect(versionedRemotes(remotes, chosen)).toEqual({ catalog: 'http://localhost:3001/mf-manifest.json', content: `https://cdn.botica.test/content/v/${V1}/mf-manifest.json` });
  });
});
