import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { headers } from '../access/access-data';

export interface DemoProduct {
  codigo: number;
  descripcion: string;
  precio: number;
}

/** Two products on sale now (the API's most popular list, with stock). */
export async function twoProducts(request: APIRequestContext): Promise<[DemoProduct, DemoProduct]> {
  const res = await request.get('/api/productos/top');
  if (!res.ok()) throw new Error(`productos/top: ${res.status()}`);
  const { results } = (await res.json()) as { results: DemoProduct[] };
  const [a, b] = results;
  if (!a || !b) throw new Error('the catalogue has fewer than two products');
  return [a, b];
}

/** A cart as the API keeps it (`GET /api/cart/actual`): its lines and the checkout's choices. */
export interface ServerCart {
  items: { codigo: number; quantity: number; descripcion?: string }[];
  address?: { codigo: number } | null;
  office?: { label: string; value: number; departamento?: { value: number } | null; ciudad?: { value: number } | null } | null;
  delivery?: boolean;
  cuponCodigo?: string | null;
  recalculado?: boolean;
  [field: string]: unknown;
}

/**
 * Makes the shopper's cart on the server, as the cart service sends it (`PUT /api/cart/actual`, decision 079): the
 * customer's when the context is logged in, else a visitor's, named by the cart cookie the answer sets in the context
 * (its documents bring it, and are drawn with that cart's count). `request` is the page's (`page.request`) or its
 * context's, which share the browser's cookies. `cart` adds the checkout's choices (an address, a branch…); `origin`
 * another stack's host than the test's.
 */
export async function putCart(
  request: APIRequestContext,
  lines: { product: DemoProduct; quantity: number }[],
  { oncologico = false, cart = {}, origin = '' }: { oncologico?: boolean; cart?: Record<string, unknown>; origin?: string } = {},
): Promise<{ carritoId: number }> {
  const items = lines.map(({ product, quantity }) => ({
    codigo: product.codigo,
    descripcion: product.descripcion,
    precio: product.precio,
    quantity,
    ...(oncologico ? { oncologico: true } : {}),
  }));
  const res = await request.put(`${origin}/api/cart/actual`, { headers, data: { oncologico, carrito: { ...cart, items } } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).result as { carritoId: number };
}

/** The shopper's cart as the server keeps it now (null: none), read with the context's cookies. */
export async function serverCart(request: APIRequestContext, oncologico = false): Promise<ServerCart | null> {
  const res = await request.get(`/api/cart/actual?oncologico=${oncologico}`, { headers });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { result: { carrito: ServerCart | null } }).result.carrito;
}

/** The lines of the shopper's cart on the server (code and units). */
export async function serverCartLines(request: APIRequestContext, oncologico = false): Promise<{ codigo: number; quantity: number }[]> {
  return ((await serverCart(request, oncologico))?.items ?? []).map(({ codigo, quantity }) => ({ codigo, quantity }));
}

/** Waits until the server's cart is what the shopper sees: the browser's change has reached it. */
export async function untilServerCartHas(page: Page, lines: { codigo: number; quantity: number }[], oncologico = false): Promise<void> {
  await expect.poll(() => serverCartLines(page.request, oncologico)).toEqual(lines);
}
