import { expect, test } from '../support/test';
import { parameterShopPorts, type ParameterShop, startParameterShop } from '../support/content/blog-shop';
import { type StandInPost, startWordPressStandIn, type WordPressStandIn } from '../support/content/wordpress-stand-in';

/** The blog's categories: 7 holds the internal news the shop leaves out (BLOG_CATEGORIAS_EXCLUIDAS). */
const SALUD = 3;
const INTERNAS = 7;

/** Thirteen posts, a day apart, newest last; two of them internal news. */
const POSTS: StandInPost[] = [
  'Cómo leer el prospecto de un medicamento',
  'Vitamina D: guía de invierno &#8211; qué tomar y cuándo',
  '&#8220;Cuidá tu piel&#8221; este verano: protector solar',
  'Botiquín de viaje: lo indispensable',
  'Resfrío o gripe: cómo distinguirlos',
  'Hidratación en días de calor',
  'Alergias de primavera &#038; cómo aliviarlas',
  'Sueño reparador: hábitos que ayudan',
  'Presión arterial: cuándo medirla',
  'Dolor de cabeza: señales de alerta',
  'Primeros auxilios en casa',
  'Nueva sucursal en Luque',
  'Resultados del trimestre',
].map((title, i) => ({
  id: 4100 + i,
  date: `2026-11-${String(i + 10).padStart(2, '0')}T09:30:00`,
  slug: `entrada-${4100 + i}`,
  title,
  excerpt: `<p>Resumen de la entrada ${i + 1} del blog de la farmacia.</p>`,
  categories: i >= 11 ? [INTERNAS] : [SALUD],
  featuredMedia: 9100 + i,
}));

/** A rendered WordPress title as a page shows it (its numeric character references read). */
const shown = (rendered: string) => rendered.replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));

test.describe('with an external WordPress blog (the shop parameter BLOG_API_URL)', () => {
  let wordpress: WordPressStandIn | null = null;
  let shop: ParameterShop | null = null;
  test.use({ baseURL: `http://localhost:${parameterShopPorts.host}` });
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    wordpress = await startWordPressStandIn(POSTS);
    shop = await startParameterShop({ BLOG_API_URL: `${wordpress.url}/`, BLOG_CATEGORIAS_EXCLUIDAS: String(INTERNAS) });
  });
  test.afterAll(async () => {
    await shop?.stop();
    await wordpress?.stop();
  });

  test("the footer shows five of the blog's ten latest posts, read by the browser from its REST API under the shop's policy", async ({ page }) => {
    const blog = wordpress!;
    const document = await page.goto('/');
    // the document's policy lets the page read the blog and show its pictures
    const policy = document!.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(new RegExp(`connect-src [^;]*${blog.url.replace(/[.]/g, '\\.')}`));
    expect(policy).toMatch(new RegExp(`img-src [^;]*${blog.url.replace(/[.]/g, '\\.')}`));

    // the ten latest posts outside the internal news, newest first: the footer picks five of them
    const latest = POSTS.filter((p) => !p.categories.includes(INTERNAS))
      .sort((a, b) => b.date.localeCompare(a.date))
      .slice(0, 10);
    const titles = new Map(latest.map((p) => [blog.linkOf(p), shown(p.title)]));
    const footer = page.getByTestId('footer-blog');
    const links = footer.getByRole('link');
    // the footer loads its posts once it is in view: a shopper scrolls down to it, and again if the pictures above,
    // loading, pushed it away before it was seen
    await expect(async () => {
      await footer.scrollIntoViewIfNeeded();
      await expect(links).not.toHaveCount(0, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    // the local posts are drawn first; the blog's five replace them once its answer comes
    await expect
      .poll(async () => {
        const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
        return hrefs.length === 5 && hrefs.every((href) => titles.has(href));
      })
      .toBe(true);
    const drawn = await links.evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href') ?? '', text: a.textContent ?? '' })));
    expect(new Set(drawn.map((l) => l.href)).size).toBe(5);
    for (const link of drawn) expect(link.text).toBe(titles.get(link.href));

    // the browser asked the blog itself (a cross-origin read from the shop's page), as the footer asks it
    const asked = blog.requests.filter((r) => r.path === '/wp-json/wp/v2/posts');
    expect(asked.length).toBeGreaterThan(0);
    expect(Object.fromEntries(asked[0]!.query)).toEqual({ per_page: '10', orderby: 'date', order: 'desc', _embed: 'wp:featuredmedia', categories_exclude: String(INTERNAS) });
    expect(asked[0]!.origin).toBe(`http://localhost:${parameterShopPorts.host}`);
  });
});
