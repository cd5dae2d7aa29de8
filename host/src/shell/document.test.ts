import { describe, expect, it } from 'vitest';
import { DocumentTemplate } from '@botica/platform/server/document-template';
import { hostDocument } from '../../document.html.mjs';

describe("the host's document", () => {
  const html = hostDocument({ title: 'Botica <Guaraní>', scripts: ['/static/main.1.js'], styles: ['/static/main.1.css'] });

  it('has every placeholder the server-side composition fills', () => {
    expect(DocumentTemplate.parse(html).slots).toEqual(['title', 'styles', 'scripts', 'head', 'shell', 'body']);
  });

  it('is a plain single-page app when served as built', () => {
    const plain = DocumentTemplate.parse(html).fill({});
    expect(plain).toContain('<title>Botica &lt;Guaraní></title>');
    expect(plain).toContain('<link href="/static/main.1.css" rel="stylesheet">');
    expect(plain).toContain('<script defer src="/static/main.1.js"></script>');
    expect(plain).toContain('<div id="root"></div>');
  });
});
