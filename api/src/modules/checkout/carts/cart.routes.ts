import {
  CartIdPayloadSchema,
  CartItemDeletePayloadSchema,
  CartSyncPayloadSchema,
  ShareCartDecodePayloadSchema,
  ShareCartPayloadSchema,
  ShareCartTokenParamsSchema,
} from '@botica/shared-contracts/checkout/payloads';
import { CartCreateResponseSchema, CartStateResponseSchema, ShareCartDecodeResponseSchema, ShareCartResponseSchema } from '@botica/shared-contracts/checkout/responses';
import {
  AddToCartFormSchema,
  CART_COOKIE,
  CART_KEY_PATTERN,
  CartCountResponseSchema,
  FORMER_CART_COOKIE_PATH,
  SavedCartPayloadSchema,
  SavedCartQuerySchema,
  SavedCartResponseSchema,
} from '@botica/shared-contracts/cart/saved-cart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLocalPath } from '@botica/shared-contracts/routes/local-path';
import { paths } from '@botica/shared-contracts/routes/route-table';
import { AppError } from '../../../http/app-error.js';
import { allowedOrigins, FOREIGN_ORIGIN_MESSAGE } from '../../../plugins/same-origin.js';
import { addToCartErrorPage, ADD_TO_CART_PAGE_CSP, type WayBack } from './add-to-cart.page.js';
import { requireCustomer, sessionCustomer } from '../../auth/auth.guard.js';
import type { CheckoutServices } from '../checkout.services.js';
import type { CartOwner } from './cart.repository.js';
import { newCartKey } from './cart.service.js';
import type { ValibotTypeProvider } from '../../../http/valibot-type-provider.js';


export default async function cartRoutes(fastify: FastifyInstance, { services }: { services: CheckoutServices }) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const tags = ['cart'];
  const cookieOptions = { path: CART_COOKIE.path, httpOnly: true, sameSite: 'lax' as const, secure: app.config.COOKIE_SECURE };

  /**
   * A visitor's cart key: the cart cookie (Path /, decision 079), which every request of the shop's pages brings:
   * the documents, whose header is drawn with the cart's count, the browser's calls and the "Agregar al carrito" form.
   */
  const visitorKey = (req: FastifyRequest): string | null => {
    const cookie = req.cookies?.[CART_COOKIE.name];
    return cookie && CART_KEY_PATTERN.test(cookie) ? cookie : null;
  };

  /** Sets the cart cookie (one day from now) and expires one left under the path it had before decision 079. */
  const keepCookie = (reply: FastifyReply, key: string) =>
    reply
      .clearCookie(CART_COOKIE.name, { ...cookieOptions, path: FORMER_CART_COOKIE_PATH })
      .setCookie(CART_COOKIE.name, key, { ...cookieOptions, maxAge: CART_COOKIE.maxAgeS });

  /**
   * Whose cart the request reads or writes. A customer who still brings a visitor's key has just logged in: that
   * cart goes into theirs first and the cookie is removed; a visitor writing their first cart gets a key.
   */
  const ownerOf = async (req: FastifyRequest, reply: FastifyReply, writing: boolean): Promise<CartOwner | null> => {
    const clave = visitorKey(req);
    if (req.customer) {
      if (clave) {
        await services.carts.merge(req.customer.codigo, clave);
        reply.clearCookie(CART_COOKIE.name, cookieOptions);
      }
      return { customer: req.customer.codigo };
    }
    const key = clave ?? (writing ? newCartKey() : null);
    if (key) keepCookie(reply, key);
    return key ? { clave: key } : null;
  };

  app.get(
    '/cart/actual',
    { schema: { tags, summary: 'El carrito del comprador guardado en el servidor', querystring: SavedCartQuerySchema, response: { 200: SavedCartResponseSchema } } },
    async (req, reply) => {
      const owner = await ownerOf(req, reply, false);
      const saved = owner ? await services.carts.current(owner, req.query.oncologico) : { carrito: null, carritoId: null };
      return { ok: true as const, result: saved };
    },
  );

  // The header's count (decision 079): the host server reads it for every document with the shopper's cookies, and
  // the browser when its shopper changes (a login, a logout).
  app.get(
    '/cart/cantidad',
    { schema: { tags, summary: 'Cuántas unidades tiene el carrito del comprador (el contador del encabezado)', response: { 200: CartCountResponseSchema } } },
    async (req, reply) => {
      const owner = await ownerOf(req, reply, false);
      return { ok: true as const, result: { cantidad: owner ? await services.carts.count(owner) : 0 } };
    },
  );

  app.put(
    '/cart/actual',
    { schema: { tags, summary: 'Guarda el carrito del comprador entero', body: SavedCartPayloadSchema, response: { 200: SavedCartResponseSchema } } },
    async (req, reply) => {
      const owner = await ownerOf(req, reply, true);
      const carritoId = await services.carts.write(owner!, req.body.oncologico, req.body.carrito);
      return { ok: true as const, result: { carrito: req.body.carrito, carritoId } };
    },
  );

  const shopOrigins = allowedOrigins(app.config);
  /**
   * Only the shop's own pages post the form: the browser names the page's origin (Origin, or Sec-Fetch-Site where
   * it sends no Origin); a post that says neither is not a browser's form and is refused too.
   */
  const fromShop = (req: FastifyRequest) => {
    const origin = req.headers.origin;
    if (origin !== undefined) return shopOrigins.has(origin);
    return req.headers['sec-fetch-site'] === 'same-origin';
  };
  /** A Spanish page for a form the server could not take, with the way back; never cached. */
  const refuse = (reply: FastifyReply, status: number, message: string, back: WayBack) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', ADD_TO_CART_PAGE_CSP)
      .send(addToCartErrorPage(message, back));

  /**
   * The page the shopper posted the form from (decision 079): the form's `volver` (the schema took it only as a path
   * of this site), else the page the browser names as the referrer when it is one of the shop's, else null.
   */
  const returnPath = (req: FastifyRequest, volver: string | undefined): string | null => {
    if (volver) return volver;
    const referer = req.headers.referer;
    if (!referer) return null;
    try {
      const from = new URL(referer);
      const path = `${from.pathname}${from.search}`;
      return shopOrigins.has(from.origin) && isLocalPath(path) ? path : null;
    } catch {
      return null;
    }
  };

  // A server-drawn "Agregar al carrito" (the product page's, a listing card's) before the page's code has come
  // (decisions 071, 075, 079): a plain form post, which the host sends here from /carrito/agregar. The product goes
  // into the shopper's cart and the shopper back to the page they were on, as the page's own add leaves them there;
  // that document's header is drawn with the cart's new count.
  // A form carries no application authorisation: the origin check below stands for it.
  app.post(
    '/cart/agregar',
    {
      config: { appAuth: false, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags, summary: 'Agrega un producto al carrito desde el formulario de la página del producto o de una tarjeta de producto (sin JavaScript)', body: AddToCartFormSchema },
      attachValidation: true,
    },
    async (req, reply) => {
      if (!fromShop(req)) return refuse(reply, 403, FOREIGN_ORIGIN_MESSAGE, null);
      // the schema's Spanish message on the field (valibotValidatorCompiler), drawn as a page instead of JSON
      if (req.validationError) {
        const referred = returnPath(req, undefined);
        return refuse(reply, 400, req.validationError.message, referred ? { to: 'page', href: referred } : null);
      }
      const form = req.body;
      const { codigo } = form;
      const back = returnPath(req, form.volver);
      const owner = await ownerOf(req, reply, true);
      try {
        // a form posted again with its token (decision 075) is answered as the first time, without adding
        await services.carts.addFromForm(owner!, form, req.customer ?? null);
        return reply.redirect(back ?? (await services.carts.productPath(codigo)) ?? paths.home, 303);
      } catch (error) {
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        const product = await services.carts.productPath(codigo);
        return refuse(reply, error.status, error.message, back ? { to: 'page', href: back } : product ? { to: 'product', href: product } : null);
      }
    },
  );

  app.post(
    '/cart/create',
    { preHandler: requireCustomer, schema: { tags, summary: 'Guarda el carrito del cliente (carrito abandonado)', body: CartSyncPayloadSchema, response: { 200: CartCreateResponseSchema } } },
    async (req) => {
      const items = req.body.items.map((i) => ({ codigo: i.codigo, quantity: i.quantity ?? i.cantidad ?? 1, ...(i.esRegalo ? { esRegalo: true } : {}) }));
      const cartId = req.body.cartId !== undefined && req.body.cartId !== null && /^\d{1,9}$/.test(String(req.body.cartId)) ? Number(req.body.cartId) : null;
      const card_id = await services.carts.save(sessionCustomer(req).codigo, items, cartId, req.body.oncologico);
      return { ok: true as const, result: { card_id } };
    },
  );

  app.post(
    '/cart/delete',
    { preHandler: requireCustomer, schema: { tags, summary: 'Quita un producto del carrito guardado', body: CartItemDeletePayloadSchema, response: { 200: CartStateResponseSchema } } },
    async (req) => ({ ok: true as const, result: await services.carts.removeItem(sessionCustomer(req).codigo, req.body.carritoId, req.body.codigo) }),
  );

  app.post(
    '/cart/estado_carrito',
    { preHandler: requireCustomer, schema: { tags, summary: 'Cierra el carrito guardado', body: CartIdPayloadSchema, response: { 200: CartStateResponseSchema } } },
    async (req) => ({ ok: true as const, result: await services.carts.setState(sessionCustomer(req).codigo, req.body.carritoId, 'CERRADO') }),
  );

  app.post(
    '/cart/finish',
    { preHandler: requireCustomer, schema: { tags, summary: 'Marca el carrito guardado como finalizado', body: CartIdPayloadSchema, response: { 200: CartStateResponseSchema } } },
    async (req) => ({ ok: true as const, result: await services.carts.setState(sessionCustomer(req).codigo, req.body.carritoId, 'FINALIZADO') }),
  );

  app.post(
    '/carrito',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags: ['carrito'], summary: 'Comparte el carrito: responde el enlace', body: ShareCartPayloadSchema, response: { 200: ShareCartResponseSchema } },
    },
    async (req) => ({ ok: true as const, result: await services.carts.share(req.body.detalles, req.customer?.codigo ?? null) }),
  );

  app.post(
    '/carrito/decode',
    { schema: { tags: ['carrito'], summary: 'Productos de un carrito compartido', body: ShareCartDecodePayloadSchema, response: { 200: ShareCartDecodeResponseSchema } } },
    async (req) => ({
      ok: true as const,
      result: { items: await services.carts.open(req.body.token, { active: req.body.active, customer: req.customer?.codigo ?? null }) },
    }),
  );

  app.get(
    '/carrito/:token',
    { schema: { tags: ['carrito'], summary: 'Productos de un carrito compartido', params: ShareCartTokenParamsSchema, response: { 200: ShareCartDecodeResponseSchema } } },
    async (req) => ({ ok: true as const, result: { items: await services.carts.open(req.params.token) } }),
  );
}
