import { describe, expect, it } from 'vitest';
import { DocumentTemplate } from './document-template';
import { scriptJson } from './html-text';
import { LAYOUT_DATA_ELEMENT_ID, PAGE_TOKEN, SESSION_ELEMENT_ID } from '../document-slots';
import { composeDocument, type ShellDocument } from './page-composer';
import { pageAssets, remoteEndpoints, type RemoteManifest } from './remote-assets';

const manifest: RemoteManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'pages',
      path: './pages',
      assets: { js: { sync: ['static/pages.1.js'], async: ['static/late.js'] }, css: { sync: ['static/pages.1.css'], async: [] } },
    },
  ],
};

/** A host document as the build writes it (host/document.html.mjs). */
const documentHtml =
  '<html><head><!--botica:title--><title>x</title><!--/botica:title-->' +
  '<!--botica:styles--><link href="/static/main.1.css" rel="stylesheet"><!--/botica:styles-->' +
  '<!--botica:scripts--><script defer src="/static/main.1.js"></script><!--/botica:scripts--><!--botica:head--></head>' +
  '<body><div id="root"><!--botica:shell--></div><!--botica:body--></body></html>';
const shellDocument = (styles: string | null = null): ShellDocument => ({
  template: DocumentTemplate.parse(documentHtml),
  scripts: ['/static/main.1.js'],
  styles,
});

describe('composeDocument', () => {
  it('says "Entorno de prueba" on every page of a shop with its sandboxes on, outside the hydrated tree', () => {
    const base = { document: shellDocument(), remotes: {}, manifests: {}, preloadScripts: [], origins: [], fragment: null };
    for (const shell of ['<header></header>', null]) {
      const on = composeDocument({ ...base, shell, sandbox: true });
      expect(on).toMatch(/<\/div><aside aria-label="Aviso"[^>]*>Entorno de prueba<\/aside>/);
      expect(on).toContain('pointer-events:none');
      expect(composeDocument({ ...base, shell })).not.toContain('Entorno de prueba');
    }
  });

  it('escapes JSON so no script element can be closed from inside it', () => {
    expect(scriptJson({ a: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    expect(JSON.parse(scriptJson({ a: '</script>' }))).toEqual({ a: '</script>' });
  });

  it("lists the owner's entry and page chunks, not the lazy ones", () => {
    const assets = pageAssets(manifest, 'http://cdn.example/catalog/mf-manifest.json');
    expect(assets.scripts).toEqual(['http://cdn.example/catalog/remoteEntry.js', 'http://cdn.example/catalog/static/pages.1.js']);
    expect(assets.styles).toEqual(['http://cdn.example/catalog/static/pages.1.css']);
  });

  it('reaches a remote at its internal address when one is configured', () => {
    const endpoints = remoteEndpoints({ catalog: 'http://localhost:3001/mf-manifest.json' }, { CATALOG_INTERNAL_URL: 'http://catalog:3001/' });
    expect(endpoints.catalog).toEqual({ manifestUrl: 'http://localhost:3001/mf-manifest.json', internalOrigin: 'http://catalog:3001', basePath: '' });
  });

  it("puts the owner's page where the host's tree has its boundary, and the session for the browser's first render", () => {
    const base = { document: shellDocument(), remotes: {}, manifests: {}, preloadScripts: [], origins: [] };
    const fragment = { html: '<p>hola</p>', styles: [], owner: 'catalog', path: '/', origin: 'http://localhost:3001', title: 'Inicio <1>' };
    expect(composeDocument({ ...base, shell: null, fragment })).not.toContain('hola');
    const shell = `<header></header><main><!--$-->${PAGE_TOKEN}<!--/$--></main>`;
    const doc = composeDocument({ ...base, shell, fragment, session: { customer: null } });
    // exactly the tree the browser hydrates: no wrapper around the shell or the page
    expect(doc).toContain('<div id="root"><header></header><main><!--$--><p>hola</p><!--/$--></main></div>');
    expect(doc).toContain(`<script id="${SESSION_ELEMENT_ID}" type="application/json">{"customer":null}</script>`);
    expect(doc).not.toContain(LAYOUT_DATA_ELEMENT_ID);
    expect(doc).toContain('<head><title>Inicio &lt;1></title>');
    expect(doc).not.toContain('<!--botica');
    expect(doc).not.toContain(PAGE_TOKEN);
  });

  it('writes the shop layout data the shell was drawn with, as JSON that cannot close its element', () => {
    const base = { document: shellDocument(), remotes: {}, manifests: {}, preloadScripts: [], origins: [], fragment: null };
    const doc = composeDocument({ ...base, shell: '<header></header>', layout: { 'catalog:menu': ['</script><b>'] } });
    expect(doc).toContain(`<script id="${LAYOUT_DATA_ELEMENT_ID}" type="application/json">{"catalog:menu":["\\u003c/script>\\u003cb>"]}</script>`);
    expect(composeDocument({ ...base, shell: '<header></header>', layout: {} })).not.toContain(LAYOUT_DATA_ELEMENT_ID);
  });

  it('without a drawn shell, leaves the built document as it was, with the head additions', () => {
    const doc = composeDocument({ document: shellDocument(), remotes: { catalog: 'http://c/mf-manifest.json' }, manifests: {}, preloadScripts: [], origins: [], shell: null, fragment: null });
    expect(doc).toBe(
      '<html><head><title>x</title><link href="/static/main.1.css" rel="stylesheet"><script defer src="/static/main.1.js"></script>' +
        '<script id="botica-remotes" type="application/json">{"catalog":"http://c/mf-manifest.json"}</script></head><body><div id="root"></div></body></html>',
    );
  });

  it("writes the shell's stylesheet into the document when it has its text", () => {
    const doc = composeDocument({ document: shellDocument('.bg-header{height:10px}'), remotes: {}, manifests: {}, preloadScripts: [], origins: [], shell: null, fragment: null });
    expect(doc).toContain('<style>.bg-header{height:10px}</style>');
    expect(doc).not.toContain('main.1.css');
  });
});

describe("the document's scripts", () => {
  const drawn = (nonce?: string) =>
    composeDocument({
      document: { ...shellDocument(), bootScripts: ['/static/bootstrap.2.js', '/static/main.1.js'] },
      remotes: {},
      manifests: {},
      preloadScripts: ['http://c/remoteEntry.1.js', 'http://c/static/pages.3.js'],
      origins: ['http://c'],
      shell: '<header></header>',
      fragment: null,
      nonce,
    });

  it("requests the shell's entry with the document as a deferred script, and preloads the boot's chunks and the owner's scripts beside it", () => {
    const doc = drawn();
    const head = doc.slice(0, doc.indexOf('</head>'));
    expect(head).toContain('<script defer src="/static/main.1.js"></script>');
    for (const href of ['/static/bootstrap.2.js', 'http://c/remoteEntry.1.js', 'http://c/static/pages.3.js']) {
      expect(head).toContain(`<link rel="preload" as="script" href="${href}">`);
    }
    // the entry is requested once, by its script element
    expect(doc.match(/\/static\/main\.1\.js/g)).toHaveLength(1);
    expect(doc).toContain('<link rel="preconnect" href="http://c">');
  });

  it('writes no script of its own that loads the others: every script element of the page is an external file or JSON data', () => {
    const doc = drawn('abc');
    const scripts = doc.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/ src="|type="application\/json"/);
    for (const tag of scripts) expect(tag).toContain('nonce="abc"');
  });

  it("without a drawn shell, requests the same scripts the same way", () => {
    const doc = composeDocument({ document: shellDocument(), remotes: {}, manifests: {}, preloadScripts: ['http://c/remoteEntry.1.js'], origins: [], shell: null, fragment: null });
    expect(doc).toContain('<script defer src="/static/main.1.js"></script>');
    expect(doc).toContain('<link rel="preload" as="script" href="http://c/remoteEntry.1.js">');
  });
});
