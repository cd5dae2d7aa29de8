import { describe, expect, it } from 'vitest';
import { safeHtml } from './safe-html';

describe('cover HTML', () => {
  it('keeps the text and links, drops what could run', () => {
    const out = safeHtml('<h2 onclick="x()">Hola</h2><script>alert(1)</script><a href="javascript:alert(1)">a</a><a href="/comprar-giftcard">b</a><iframe src="x"></iframe>');
    expect(out).toContain('<h2>Hola</h2>');
    expect(out).not.toMatch(/script|onclick|javascript:|iframe/);
    expect(out).toContain('href="/comprar-giftcard"');
  });
});
