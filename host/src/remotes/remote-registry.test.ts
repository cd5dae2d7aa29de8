import { init, registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withTimeout } from './remote-registry';

describe('withTimeout', () => {
  it('rejects a remote that hangs after the bounded wait', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => undefined), 5000, 'content/pages');
    const check = expect(pending).rejects.toThrow('content/pages: sin respuesta en 5000 ms');
    await vi.advanceTimersByTimeAsync(5000);
    await check;
    vi.useRealTimers();
  });
  it('passes a quick answer through', async () => {
    await expect(withTimeout(Promise.resolve(7), 5000, 'x')).resolves.toBe(7);
  });
});

/*
 * loadExposed with the real federation runtime. The network is the test's: `fetch` answers /remotes.json and the
 * manifests, and the runtime's `loadEntry` hook stands for the remote's entry script arriving (or not). Each test
 * has a runtime instance and remote addresses of its own.
 */

type Registry = typeof import('./remote-registry');
type Answer = (init: RequestInit | undefined) => Promise<Response>;
/** A remote entry as the browser gives it once the script ran: `get` answers a promise of the module's factory. */
interface Container {
  init: () => void;
  get: (expose: string) => Promise<() => unknown>;
}
type LoadEntry = NonNullable<ModuleFederationRuntimePlugin['loadEntry']>;

let n = 0;
/** Answers by URL (`/remotes.json` or a manifest's); a URL without one fails as a refused connection. */
let answers: Map<string, Answer>;
/** Every request the page made, in order. */
let requests: string[];
/** The remote entries by URL: what the entry script gives when it arrives. */
let entries: Map<string, () => Promise<Container>>;
/** The entry URLs the runtime loaded, in order. */
let entriesLoaded: string[];

const json = (body: unknown) => () => Promise.resolve(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }));
/** A request that never answers; it ends only when its caller aborts it. */
const hangs: Answer = (init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason ?? new Error('aborted')));
  });

/** A remote build's federation manifest: its entry `remoteEntry.<build>.js` and a `./pages` expose. */
function manifest(origin: string, build: string, { name = 'catalog', css = [] as string[] } = {}) {
  return {
    id: name,
    name,
    metaData: {
      name,
      globalName: name,
      buildInfo: { buildVersion: build, buildName: `@botica/remote-${name}` },
      publicPath: `${origin}/`,
      remoteEntry: { name: `remoteEntry.${build}.js`, path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      pluginVersion: '2.9.2',
    },
    shared: [],
    remotes: [],
    exposes: [{ id: `${name}:pages`, name: 'pages', path: './pages', assets: { js: { sync: [], async: [] }, css: { sync: css, async: [] } } }],
  };
}

/** A remote entry whose `./pages` gives `pages` (or fails as when its chunks are gone). */
function container(pages: unknown): Container {
  return {
    init: () => undefined,
    get: (expose) => (expose === './pages' && pages ? Promise.resolve(() => ({ pages })) : Promise.reject(new Error(`ChunkLoadError: ${expose}`))),
  };
}

function writeJson(id: string, value: unknown) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = id;
  el.textContent = JSON.stringify(value);
  document.body.append(el);
}

/** A page with a runtime of its own and a fresh registry; `written`: what the host server wrote into the page. */
async function startPage(written: { remotes?: Record<string, string>; manifests?: Record<string, unknown> } = {}): Promise<Registry> {
  n += 1;
  init({ name: `host_test_${n}`, remotes: [] });
  const loadEntry: LoadEntry = ({ remoteInfo }) => {
    entriesLoaded.push(remoteInfo.entry);
    const entry = entries.get(remoteInfo.entry);
    // the runtime's declared type has `get` answer a function; a container's `get` answers a promise, which it awaits
    return (entry ? entry() : Promise.reject(new Error(`ScriptNetworkError: ${remoteInfo.entry}`))) as unknown as ReturnType<LoadEntry>;
  };
  registerPlugins([{ name: 'test-entries', loadEntry }]);
  if (written.remotes) writeJson('botica-remotes', written.remotes);
  if (written.manifests) writeJson('botica-manifests', written.manifests);
  vi.resetModules();
  return import('./remote-registry');
}

/** This test's address of a remote (each test has its own, so the runtime's page-wide records do not meet). */
const origin = (name: string) => `http://${name}-${n + 1}.remote.test`;

beforeEach(() => {
  answers = new Map();
  requests = [];
  entries = new Map();
  entriesLoaded = [];
  document.documentElement.dataset.hydrated = 'true';
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      requests.push(url);
      const answer = answers.get(url);
      return answer ? answer(init) : Promise.reject(new TypeError(`Failed to fetch ${url}`));
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
  document.head.replaceChildren();
  delete document.documentElement.dataset.hydrated;
});

describe('loadExposed', () => {
  it('loads a page from the remotes.json and the manifest the host server wrote, without asking the network', async () => {
    const home = origin('catalog');
    entries.set(`${home}/remoteEntry.a1.js`, () => Promise.resolve(container('catalog pages')));
    const registry = await startPage({
      remotes: { catalog: `${home}/mf-manifest.json` },
      manifests: { [`${home}/mf-manifest.json`]: manifest(home, 'a1') },
    });
    const loaded: string[] = [];
    registry.onRemoteLoaded((remote) => loaded.push(remote));

    await expect(registry.loadExposed('catalog', 'pages')).resolves.toEqual({ pages: 'catalog pages' });
    expect(requests).toEqual([]);
    expect(entriesLoaded).toEqual([`${home}/remoteEntry.a1.js`]);
    expect(loaded).toEqual(['catalog']);
  });

  it('reads remotes.json and the manifest when the page has none written', async () => {
    const home = origin('catalog');
    answers.set('/remotes.json', json({ catalog: `${home}/mf-manifest.json` }));
    answers.set(`${home}/mf-manifest.json`, json(manifest(home, 'a1')));
    entries.set(`${home}/remoteEntry.a1.js`, () => Promise.resolve(container('catalog pages')));
    const registry = await startPage();

    await expect(registry.loadExposed('catalog', 'pages')).resolves.toEqual({ pages: 'catalog pages' });
    expect(requests).toEqual(['/remotes.json', `${home}/mf-manifest.json`]);
  });

  it('gives up on a remote that does not answer after REMOTE_TIMEOUT_MS, and ends its manifest request then too', async () => {
    vi.useFakeTimers();
    const home = origin('catalog');
    let manifestRequest: RequestInit | undefined;
    answers.set('/remotes.json', json({ catalog: `${home}/mf-manifest.json` }));
    answers.set(`${home}/mf-manifest.json`, (init) => {
      manifestRequest = init;
      return hangs(init);
    });
    const registry = await startPage();

    let settled = false;
    const load = registry.loadExposed('catalog', 'pages').finally(() => (settled = true));
    const check = expect(load).rejects.toThrow(`catalog/pages: sin respuesta en ${registry.REMOTE_TIMEOUT_MS} ms`);
    await vi.advanceTimersByTimeAsync(registry.REMOTE_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    expect(manifestRequest?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await check;
    // the runtime's request ends with the load: none is left open for a retry to wait on
    expect(manifestRequest?.signal?.aborted).toBe(true);
  });

  it("counts a load the page's boot starts from the document's arrival, with at least 1 s", async () => {
    vi.useFakeTimers();
    delete document.documentElement.dataset.hydrated;
    const arrived = { responseStart: performance.now() - 2500 };
    vi.spyOn(performance, 'getEntriesByType').mockImplementation(() => [arrived as unknown as PerformanceEntry]);
    const home = origin('catalog');
    answers.set('/remotes.json', json({ catalog: `${home}/mf-manifest.json` }));
    answers.set(`${home}/mf-manifest.json`, hangs);
    const registry = await startPage();

    let settled = false;
    const load = registry.loadExposed('catalog', 'pages').finally(() => (settled = true));
    const check = expect(load).rejects.toThrow('catalog/pages: sin respuesta en 1500 ms');
    await vi.advanceTimersByTimeAsync(1499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await check;

    // a boot that started 10 s after the document still waits 1 s (a retry: a fresh remotes.json, a fresh manifest)
    arrived.responseStart = performance.now() - 10_000;
    const late = registry.loadExposed('catalog', 'pages');
    const lateCheck = expect(late).rejects.toThrow('catalog/pages: sin respuesta en 1000 ms');
    await vi.advanceTimersByTimeAsync(1000);
    await lateCheck;
  });

  it('fails at once when the manifest answers an error; the next load reads remotes.json again and succeeds', async () => {
    const home = origin('catalog');
    answers.set('/remotes.json', json({ catalog: `${home}/mf-manifest.json` }));
    answers.set(`${home}/mf-manifest.json`, () => Promise.resolve(new Response('Internal Server Error', { status: 500 })));
    entries.set(`${home}/remoteEntry.a1.js`, () => Promise.resolve(container('catalog pages')));
    const registry = await startPage();

    const started = Date.now();
    await expect(registry.loadExposed('catalog', 'pages')).rejects.toThrow(/mf-manifest\.json/);
    expect(Date.now() - started).toBeLessThan(registry.REMOTE_TIMEOUT_MS);
    expect(entriesLoaded).toEqual([]);

    // the remote is back: another part of the page loads it (no retry asked), from a fresh remotes.json
    answers.set(`${home}/mf-manifest.json`, json(manifest(home, 'a1')));
    requests.length = 0;
    await expect(registry.loadExposed('catalog', 'pages')).resolves.toEqual({ pages: 'catalog pages' });
    expect(requests).toEqual(['/remotes.json', `${home}/mf-manifest.json`]);
  });

  it("a retry loads the remote again from a fresh remotes.json, so a remote that moved is found", async () => {
    const before = origin('catalog');
    const after = origin('catalog-moved');
    entries.set(`${before}/remoteEntry.a1.js`, () => Promise.reject(new Error('ScriptNetworkError')));
    const registry = await startPage({
      remotes: { catalog: `${before}/mf-manifest.json` },
      manifests: { [`${before}/mf-manifest.json`]: manifest(before, 'a1') },
    });
    await expect(registry.loadExposed('catalog', 'pages')).rejects.toThrow();

    answers.set('/remotes.json', json({ catalog: `${after}/mf-manifest.json` }));
    answers.set(`${after}/mf-manifest.json`, json(manifest(after, 'a1')));
    entries.set(`${after}/remoteEntry.a1.js`, () => Promise.resolve(container('catalog pages')));
    await expect(registry.loadExposed('catalog', 'pages', { fresh: true })).resolves.toEqual({ pages: 'catalog pages' });
    expect(requests).toEqual(['/remotes.json', `${after}/mf-manifest.json`]);
    expect(entriesLoaded).toEqual([`${before}/remoteEntry.a1.js`, `${after}/remoteEntry.a1.js`]);
  });

  it('a retry after a redeploy runs the new build: the manifest is read again, not the one written in the page', async () => {
    const home = origin('catalog');
    // the page's manifest names a build whose chunks are gone: its entry runs, its ./pages fails
    entries.set(`${home}/remoteEntry.old.js`, () => Promise.resolve(container(null)));
    entries.set(`${home}/remoteEntry.new.js`, () => Promise.resolve(container('new pages')));
    const registry = await startPage({
      remotes: { catalog: `${home}/mf-manifest.json` },
      manifests: { [`${home}/mf-manifest.json`]: manifest(home, 'old') },
    });
    await expect(registry.loadExposed('catalog', 'pages')).rejects.toThrow('ChunkLoadError');

    answers.set('/remotes.json', json({ catalog: `${home}/mf-manifest.json` }));
    answers.set(`${home}/mf-manifest.json`, json(manifest(home, 'new')));
    await expect(registry.loadExposed('catalog', 'pages', { fresh: true })).resolves.toEqual({ pages: 'new pages' });
    expect(requests).toEqual(['/remotes.json', `${home}/mf-manifest.json`]);
    expect(entriesLoaded).toEqual([`${home}/remoteEntry.old.js`, `${home}/remoteEntry.new.js`]);
  });

  it('a retry that fails again shows the failure, and the one after it still loads afresh', async () => {
    const home = origin('catalog');
    answers.set('/remotes.json', json({ catalog: `${home}/mf-manifest.json` }));
    answers.set(`${home}/mf-manifest.json`, json(manifest(home, 'a1')));
    let up = false;
    entries.set(`${home}/remoteEntry.a1.js`, () => (up ? Promise.resolve(container('catalog pages')) : Promise.reject(new Error('ScriptNetworkError'))));
    const registry = await startPage();

    await expect(registry.loadExposed('catalog', 'pages')).rejects.toThrow();
    await expect(registry.loadExposed('catalog', 'pages', { fresh: true })).rejects.toThrow();
    up = true;
    await expect(registry.loadExposed('catalog', 'pages', { fresh: true })).resolves.toEqual({ pages: 'catalog pages' });
    expect(entriesLoaded).toEqual([`${home}/remoteEntry.a1.js`, `${home}/remoteEntry.a1.js`, `${home}/remoteEntry.a1.js`]);
  });

  it('parts of the page that retry one remote at once share one registration', async () => {
    const home = origin('catalog');
    answers.set('/remotes.json', json({ catalog: `${home}/mf-manifest.json` }));
    answers.set(`${home}/mf-manifest.json`, json(manifest(home, 'a1')));
    entries.set(`${home}/remoteEntry.a1.js`, () => Promise.resolve(container('catalog pages')));
    const registry = await startPage({ remotes: { catalog: `${home}/mf-manifest.json` } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const both = await Promise.all([registry.loadExposed('catalog', 'pages', { fresh: true }), registry.loadExposed('catalog', 'pages', { fresh: true })]);
    expect(both).toEqual([{ pages: 'catalog pages' }, { pages: 'catalog pages' }]);
    expect(requests).toEqual(['/remotes.json', `${home}/mf-manifest.json`]);
    expect(entriesLoaded).toEqual([`${home}/remoteEntry.a1.js`]);
    // the runtime says, once, that the registration was replaced
    expect(warn.mock.calls.filter((call) => call.join(' ').includes('already registered'))).toHaveLength(1);
  });

  it('leaves no stylesheet of the remote in the page when it failed to load, so the next attempt requests it again', async () => {
    // an address that refuses connections, as a remote that went down; content: the runtime adds an expose's
    // stylesheets once per page, and no other test loads content's pages
    const home = 'http://127.0.0.1:9';
    const css = `${home}/static/pages.css`;
    const registry = await startPage({
      remotes: { content: `${home}/mf-manifest.json` },
      manifests: { [`${home}/mf-manifest.json`]: manifest(home, 'a1', { name: 'content', css: ['static/pages.css'] }) },
    });
    const added: string[] = [];
    new MutationObserver((records) => {
      for (const node of records.flatMap((r) => [...r.addedNodes])) if (node instanceof HTMLLinkElement) added.push(node.href);
    }).observe(document.head, { childList: true });

    await expect(registry.loadExposed('content', 'pages')).rejects.toThrow();
    await vi.waitFor(() => expect(added).toContain(css));
    await vi.waitFor(() => expect(document.querySelector(`link[href="${css}"]`)).toBeNull());
  });
});
