import { describe, expect, it } from 'vitest';
import { DocumentTemplate } from './document-template';

describe('DocumentTemplate', () => {
  const html = '<head><!--botica:title--><title>Botica</title><!--/botica:title--><!--botica:head--></head><body><div id="root"><!--botica:shell--></div></body>';

  it('finds placeholders and regions in document order', () => {
    const template = DocumentTemplate.parse(html);
    expect(template.slots).toEqual(['title', 'head', 'shell']);
    expect(template.fallback('title')).toBe('<title>Botica</title>');
    expect(template.fallback('head')).toBe('');
  });

  it("writes each value into its slot and the region's own content where no value is given", () => {
    const template = DocumentTemplate.parse(html);
    expect(template.fill({ head: '<meta name="x">', shell: '<header></header>' })).toBe(
      '<head><title>Botica</title><meta name="x"></head><body><div id="root"><header></header></div></body>',
    );
    expect(template.fill({ title: '<title>Inicio</title>' })).toBe('<head><title>Inicio</title></head><body><div id="root"></div></body>');
  });

  it('writes values verbatim, whatever they contain', () => {
    const template = DocumentTemplate.parse('<p>$& $1</p><!--botica:page-->');
    expect(template.fill({ page: "<i>$& $' $1</i>" })).toBe("<p>$& $1</p><i>$& $' $1</i>");
  });
});
