import { escapeHtml } from '../../sandbox/sandbox.html.js';

/** The page's own policy: its inline styles, nothing that runs, no frame. */
export const ADD_TO_CART_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** Where the way back of the page leads: the page the form was on, the product's page, or the shop's home. */
export type WayBack = { to: 'page' | 'product'; href: string } | null;

const BACK_LABEL = { page: 'Volver a la página', product: 'Volver al producto' } as const;

/**
 * What a shopper whose "Agregar al carrito" form could not be taken sees (decisions 071, 079): why, in Spanish, and
 * the way back to the page the form was on (else to the product, or to the shop's home for a product the shop does
 * not know).
 */
export function addToCartErrorPage(message: string, back: WayBack): string {
  const link = back?.href ?? '/';
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>No pudimos agregar el producto | Botica Guaraní</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;color:#1f2937;background:#f9fafb}
main{max-width:32rem;margin:3rem auto;padding:1.5rem;background:#fff;border:1px solid #e5e7eb;border-radius:.75rem}
h1{font-size:1.25rem;margin:0 0 .75rem}
a{display:inline-block;margin-top:1rem;padding:.6rem 1.2rem;border-radius:999px;background:#0b7a3e;color:#fff;text-decoration:none}
</style>
</head>
<body>
<main>
<h1>No pudimos agregar el producto al carrito</h1>
<p role="alert">${escapeHtml(message)}</p>
<a href="${escapeHtml(link)}">${back ? BACK_LABEL[back.to] : 'Volver a la tienda'}</a>
</main>
</body>
</html>
`;
}
