import * as v from 'valibot';
import { CartItemSchema } from './entities';
import { FORM_TOKEN_PATTERN } from './quantity';
import { isLocalPath } from '../routes/local-path';

/**
 * The shopper's cart as the API keeps it (decisions 068, 079): one copy per shopper and kind (normal, oncology), the
 * logged-in customer's by their session, a visitor's by a random key in the cart cookie.
 *
 * The cookie keeps the spec's name and lifetime (spec 000 §9: `carrito`, one day) but not its path: under /carrito
 * it reached only the cart pages, and every document's header is now drawn with the count of the cart it names, so
 * it goes with every request of the shop (Path /). HttpOnly: the page's scripts never read the key.
 */
export const CART_COOKIE = { name: 'carrito', path: '/', maxAgeS: 24 * 3600 } as const;
/** The path the cart cookie had before decision 079: a cookie still there is expired when the cart cookie is set. */
export const FORMER_CART_COOKIE_PATH = '/carrito';
/** A visitor cart's key: 32 URL-safe characters (24 random bytes). */
export const CART_KEY_PATTERN = /^[A-Za-z0-9_-]{32}$/;

const place = v.nullish(v.object({ codigo: v.number(), nombre: v.optional(v.nullish(v.string())), calle: v.optional(v.nullish(v.string())), numero: v.optional(v.nullish(v.string())) }));
const choice = v.nullish(v.object({ value: v.number(), label: v.string() }));

/** What the server keeps of a cart: its lines and the checkout's choices (never an amount it decides). */
export const SavedCartSchema = v.object({
  items: v.pipe(v.array(CartItemSchema), v.maxLength(100, 'El carrito tiene demasiados productos.')),
  address: v.optional(place),
  office: v.optional(
    v.nullish(
      v.object({
        label: v.string(),
        value: v.number(),
        departamento: v.optional(choice),
        ciudad: v.optional(choice),
        // The branch's address, which "Retirás en …" shows after its name: kept, so a page drawn from this copy shows it.
        data: v.optional(v.nullish(v.object({ direccion: v.optional(v.nullish(v.pipe(v.string(), v.maxLength(300)))) }))),
      }),
    ),
  ),
  paymentMethod: v.optional(
    v.nullish(
      v.object({ code: v.number(), name: v.string(), aliasToken: v.optional(v.nullish(v.string())), telefono: v.optional(v.nullish(v.string())) }),
    ),
  ),
  delivery: v.optional(v.boolean()),
  tipoEntrega: v.optional(v.picklist(['inmediata', 'separada', 'completa', 'programada', 'courrier'])),
  entrega: v.optional(
    v.object({
      tipo: v.picklist([1, 2]),
      horario: v.nullish(v.object({ codigo: v.string(), horario: v.string(), fecha: v.string() })),
      fecha: v.nullish(v.string()),
      contacto: v.nullish(v.string()),
    }),
  ),
  obs: v.optional(v.pipe(v.string(), v.maxLength(500))),
  giftCodigo: v.optional(v.nullish(v.pipe(v.string(), v.maxLength(60)))),
  cuponCodigo: v.optional(v.nullish(v.pipe(v.string(), v.maxLength(60)))),
  bolsa: v.optional(v.object({ total: v.number(), cantidad: v.pipe(v.number(), v.integer(), v.minValue(0)) })),
  lineas: v.optional(v.record(v.string(), v.number())),
  recalculado: v.optional(v.boolean()),
});
export type SavedCart = v.InferOutput<typeof SavedCartSchema>;

/** `GET /cart/actual?oncologico=`: which cart. */
export const SavedCartQuerySchema = v.object({
  oncologico: v.optional(v.pipe(v.picklist(['true', 'false']), v.transform((s) => s === 'true')), 'false'),
});

/**
 * `POST /cart/agregar` (a form, `application/x-www-form-urlencoded`): one product and how many of it; `token` the
 * form's one-time token (a form posted again with it adds nothing more, decision 075); `oncologico` a card of the
 * oncology world, whose products all go to the oncology cart; `volver` the page the form was drawn on (its path and
 * query), where the shopper is sent back once the product is in the cart (decision 079).
 */
export const AddToCartFormSchema = v.object({
  codigo: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'El producto no es válido.'), v.transform(Number)),
  cantidad: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'La cantidad no es válida.'), v.transform(Number)), '1'),
  token: v.optional(v.pipe(v.string(), v.regex(FORM_TOKEN_PATTERN, 'El formulario no es válido: volvé a cargar la página.'))),
  oncologico: v.optional(v.pipe(v.picklist(['1'], 'El carrito no es válido.'), v.transform(() => true)), undefined),
  volver: v.optional(v.pipe(v.string(), v.maxLength(2000, 'La página de regreso no es válida.'), v.check(isLocalPath, 'La página de regreso no es válida.'))),
});

/** `PUT /cart/actual`: the whole cart as it is now. */
export const SavedCartPayloadSchema = v.object({ oncologico: v.optional(v.boolean(), false), carrito: SavedCartSchema });

/** The cart the server keeps and its id (the `cartId` an order closes), null when the shopper has none. */
export const SavedCartResponseSchema = v.object({
  ok: v.literal(true),
  result: v.object({ carrito: v.nullable(SavedCartSchema), carritoId: v.nullable(v.number()) }),
});
export type SavedCartAnswer = v.InferOutput<typeof SavedCartResponseSchema>['result'];

/** `GET /cart/cantidad`: the units in the shopper's (normal) cart, which the header shows; 0 without a cart. */
export const CartCountResponseSchema = v.object({
  ok: v.literal(true),
  result: v.object({ cantidad: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
});
