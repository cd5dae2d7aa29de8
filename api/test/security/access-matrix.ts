import { randomUUID } from 'node:crypto';
import { orderForm } from '../checkout-fixtures.js';
import type { Operation } from './openapi-routes.js';
import type { Owner } from './owned-objects.js';

/**
 * The access-control matrix. Every route of the OpenAPI document that can name an object — a path parameter, a
 * query or body field that looks like an id, or a body the document cannot describe (multipart) — is either
 * PROBED with another customer's ids, or EXEMPT with the reason why nobody's data can be reached through it.
 * A new route that is neither fails the matrix until it is listed here.
 */
export interface Probe {
  url: string;
  payload?: unknown;
  /** Form-encoded body (the checkout's order form). */
  form?: string;
  /**
   * `owned`: the route must answer 404 (or 403) to anyone but the owner.
   * `session`: the route acts on the caller's own account whatever id it is sent; it may succeed, for the caller.
   */
  kind: 'owned' | 'session';
  /** The owner's own call answers 200 (proves the ids are real); false when the call cannot succeed by design. */
  ownerSucceeds?: boolean;
}

/** `desde` and `hasta` of the current month (the invoices' query). */
function thisMonth(): string {
  const now = new Date();
  const mm = String(now.getMonth() + 1).padStart(2, '0');
  return `desde=${now.getFullYear()}-${mm}-01&hasta=${now.getFullYear()}-${mm}-${new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate()}`;
}

export const PROBED: Record<string, (a: Owner) => Probe> = {
  'GET /api/direcciones/{codigo}': (a) => ({ url: `/api/direcciones/${a.address}`, kind: 'owned' }),
  'PUT /api/direcciones/{codigo}': (a) => ({
    url: `/api/direcciones/${a.address}`,
    payload: { nombre: 'Robada', calle: 'Otra calle', ubicacionCodigo: 9042, latitud: -25.3, longitud: -57.6, default: 'S' },
    kind: 'owned',
    ownerSucceeds: false,
  }),
  'PUT /api/direcciones/{codigo}/default': (a) => ({ url: `/api/direcciones/${a.address}/default`, kind: 'owned' }),
  'DELETE /api/direcciones/{codigo}': (a) => ({ url: `/api/direcciones/${a.address}`, kind: 'owned', ownerSucceeds: false }),
  'GET /api/clientes/pedidos/{id}': (a) => ({ url: `/api/clientes/pedidos/${a.order}`, kind: 'owned' }),
  'GET /api/peticiones/{codigo}': (a) => ({ url: `/api/peticiones/${a.order}`, kind: 'owned' }),
  'GET /api/peticiones/solicitud/{id}': (a) => ({ url: `/api/peticiones/solicitud/${a.orderToken}`, kind: 'owned' }),
  'GET /api/peticiones/pago-online/{codigo}': (a) => ({ url: `/api/peticiones/pago-online/${a.order}`, kind: 'owned', ownerSucceeds: false }),
  'POST /api/peticiones/pago-en-linea/{codigo}': (a) => ({ url: `/api/peticiones/pago-en-linea/${a.order}`, payload: { formaPago: 'credito_debito' }, kind: 'owned', ownerSucceeds: false }),
  'GET /api/ruleta/verificar-ruleta/{peticionCodigo}': (a) => ({ url: `/api/ruleta/verificar-ruleta/${a.order}`, kind: 'owned', ownerSucceeds: false }),
  'POST /api/ruleta/agregar': (a) => ({ url: '/api/ruleta/agregar', payload: { PETI_CODIGO: a.order, RP_CODIGO: 1, TOTAL: 1000 }, kind: 'owned', ownerSucceeds: false }),
  'GET /api/clientes/imagen-perfil/{nombre}': (a) => ({ url: a.picture, kind: 'owned' }),
  'PUT /api/clientes/encargados/{clieEncCodigo}/defecto': (a) => ({ url: `/api/clientes/encargados/${a.guardian}/defecto`, kind: 'owned' }),
  'PUT /api/clientes/actualizar/encargados': (a) => ({
    url: '/api/clientes/actualizar/encargados',
    payload: { items: [{ CLIE_ENC_CODIGO: a.guardian, CLIE_ENC_NOMBRES: 'Robado', CLIE_ENC_APELLIDOS: 'X', CLIE_ENC_CELU_P: '0981-222333' }] },
    kind: 'owned',
    ownerSucceeds: false,
  }),
  'POST /api/clientes/datos/para-verificacion/eliminar-numero': (a) => ({
    url: '/api/clientes/datos/para-verificacion/eliminar-numero',
    payload: { personaCodigo: a.codigo, numero: a.phone },
    kind: 'owned',
    ownerSucceeds: false,
  }),
  'PUT /api/clientes/delete': (a) => ({ url: '/api/clientes/delete', payload: { codigo: a.codigo }, kind: 'owned', ownerSucceeds: false }),
  'POST /api/bancard/catastro': (a) => ({ url: '/api/bancard/catastro', payload: { card_id: a.otherCard.card_id }, kind: 'owned' }),
  'POST /api/bancard/tarjetas/{id}/default': (a) => ({ url: `/api/bancard/tarjetas/${a.otherCard.card_id}/default`, kind: 'owned', ownerSucceeds: false }),
  'DELETE /api/bancard/tarjetas/{alias}/{id}': (a) => ({ url: `/api/bancard/tarjetas/${a.defaultCard.alias_token}/${a.defaultCard.card_id}`, kind: 'owned', ownerSucceeds: false }),
  // the saved cart is the caller's (session or visitor key): another customer's address or product in the body
  // neither reaches nor changes the owner's cart (the snapshot holds it)
  'PUT /api/cart/actual': (a) => ({
    url: '/api/cart/actual',
    payload: {
      oncologico: false,
      carrito: { items: [{ codigo: a.product, descripcion: 'x', precio: 1, quantity: 3 }], address: { codigo: a.address }, delivery: true },
    },
    kind: 'session',
  }),
  'POST /api/cart/create': (a) => ({ url: '/api/cart/create', payload: { items: [{ codigo: a.product, quantity: 7 }], cartId: a.cart }, kind: 'session' }),
  'POST /api/cart/delete': (a) => ({ url: '/api/cart/delete', payload: { carritoId: a.cart, codigo: a.product }, kind: 'owned', ownerSucceeds: false }),
  'POST /api/cart/estado_carrito': (a) => ({ url: '/api/cart/estado_carrito', payload: { carritoId: a.cart }, kind: 'owned', ownerSucceeds: false }),
  'POST /api/cart/finish': (a) => ({ url: '/api/cart/finish', payload: { carritoId: a.cart }, kind: 'owned', ownerSucceeds: false }),
  'GET /api/ventas/{id}/archivos': (a) => ({ url: `/api/ventas/${a.invoice}/archivos`, kind: 'owned' }),
  'GET /api/ventas/porCliente/{clientId}/archivos': (a) => ({ url: `/api/ventas/porCliente/${a.codigo}/archivos?${thisMonth()}`, kind: 'owned', ownerSucceeds: false }),
  'GET /api/ventas': (a) => ({ url: `/api/ventas?${thisMonth()}&activeCliente=${a.codigo}`, kind: 'owned', ownerSucceeds: false }),
  'PATCH /api/sifen/actualizar-contador/{codigo}': (a) => ({
    url: `/api/sifen/actualizar-contador/${a.accountant}`,
    payload: { NOMBRES: 'Robado', APELLIDOS: 'X', CORREO: 'robado@correo.test', TELEFONO: '0981-999888', DOCUMENTO: '99887766' },
    kind: 'owned',
    ownerSucceeds: false,
  }),
  'POST /api/sifen/eliminar-contador': (a) => ({ url: '/api/sifen/eliminar-contador', payload: { CLCO_CODIGO: a.accountant }, kind: 'owned', ownerSucceeds: false }),
  'PATCH /api/sifen/actualizar-correo-sifen/{codigoPersona}': (a) => ({
    url: `/api/sifen/actualizar-correo-sifen/${a.codigo}`,
    payload: { correoSifen: `nuevo.${a.tag}@correo.test`, codigoPersona: String(a.codigo) },
    kind: 'owned',
  }),
  'POST /api/sifen/agregar-correo-sifen': (a) => ({ url: '/api/sifen/agregar-correo-sifen', payload: { correoSifen: 'robado2@correo.test', codigoPersona: String(a.codigo) }, kind: 'session' }),
  'POST /api/peticiones/web': (a) => ({
    url: '/api/peticiones/web',
    form: orderForm({ detalles: [{ productoCodigo: a.product, cantidad: 1 }], direccionCodigo: a.address, tipoEntrega: 'inmediata', idempotencyKey: randomUUID() }),
    kind: 'owned',
    ownerSucceeds: false,
  }),
  'GET /api/clientes/datos/para-verificacion': (a) => ({ url: `/api/clientes/datos/para-verificacion?documento=${a.documento}&celular=${encodeURIComponent(a.phone)}`, kind: 'session' }),
};

const CATALOGUE = 'catálogo público: códigos de productos, categorías, marcas, sucursales, ubicaciones y páginas, iguales para todos';
const CAPABILITY = 'el token largo y aleatorio es la autorización (enlace enviado al cliente); un token ajeno o inventado responde 404';
const SESSION_ONLY = 'actúa sobre la cuenta de la sesión; no recibe ids de otra cuenta';
const PUBLIC_FORM = 'formulario público sin cuenta (multipart o sin ids): no lee ni cambia datos de clientes';
const RELEASES = 'registro de versiones de las aplicaciones (decisión 082): {app} es host, catalog, checkout, account o content; ningún dato de un cliente';

/** Routes that could name an object but reach no customer's data, with the reason. */
export const EXEMPT: Record<string, string> = {
  'GET /api/categorias/{id}': CATALOGUE,
  'GET /api/productos/promociones/{id}': CATALOGUE,
  'GET /api/portadas/por-slug/{slug}': CATALOGUE,
  'GET /api/categorias/relaciones/{id}': CATALOGUE,
  'GET /api/categorias/detalles/{id}': CATALOGUE,
  'POST /api/carrito': `${CATALOGUE}; crea un enlace nuevo para compartir`,
  'POST /api/cart/agregar': `${CATALOGUE}; el formulario de la página del producto agrega al carrito de quien lo envía (su sesión o su cookie del carrito), solo desde las páginas de la tienda`,
  'POST /api/direcciones': 'crea una dirección de la sesión; ubicacionCodigo es del catálogo de ubicaciones',
  'POST /api/clientes/registro': 'crea una cuenta nueva; documento y celular repetidos responden solo que ya están registrados',
  'POST /api/customers/verificar-celular': 'registro: responde solo si el celular o documento ya están registrados, sin datos',
  'PUT /api/clientes/actualizar': SESSION_ONLY,
  'POST /api/campo': 'medidas de una página vista (decisión 080): guarda números por patrón de ruta, versión y nombre de clase de error, nunca un id ni datos de una persona; no lee nada',
  'POST /api/sifen': 'descarga pública de una factura: exige el documento del receptor junto con el Pin del ticket o el número de comprobante; limitada por dirección',
  'GET /api/productos/descuento/{percent}': CATALOGUE,
  'GET /api/productos/productos_relacionados/{id}': CATALOGUE,
  'GET /api/productos/relacionados/{id}': CATALOGUE,
  'GET /api/productos/marca/{marca}/{producto}': CATALOGUE,
  'GET /api/productos/listado/{opcion}/{id}': CATALOGUE,
  'GET /api/productos/destacadosList/{opcion}/{id}': CATALOGUE,
  'GET /api/productos/{slug}/{codigo}': CATALOGUE,
  'GET /api/productos/{codigo}': CATALOGUE,
  'GET /api/existencia/{id}': `${CATALOGUE}; la dirección opcional se busca solo entre las de la sesión`,
  'GET /api/existencia/producto/{id}': `${CATALOGUE}; la dirección opcional se busca solo entre las de la sesión`,
  'GET /api/productos/existencia/donde-comprar/{code}': CATALOGUE,
  'GET /api/favoritos/verificar/{code}': `${CATALOGUE}; favoritos de la sesión`,
  'POST /api/favoritos/agregar/{code}': `${CATALOGUE}; favoritos de la sesión`,
  'DELETE /api/favoritos/delete/{code}': `${CATALOGUE}; favoritos de la sesión`,
  'GET /api/calificaciones/ver/{code}': CATALOGUE,
  'POST /api/calificaciones/agregar/{code}': `${CATALOGUE}; la calificación es de la sesión`,
  'GET /api/descuentos/descripcion/{codigoDescuento}': CATALOGUE,
  'GET /api/descuentos/regalo/{codigo}': CATALOGUE,
  'GET /api/parametros/{name}': CATALOGUE,
  'GET /api/ubicaciones/{id}/hijos': CATALOGUE,
  'GET /api/landing/{landing}': CATALOGUE,
  'GET /api/landing/estilo/mundo/{landing}': CATALOGUE,
  'GET /api/landing/lista/productos/{id}': CATALOGUE,
  'GET /api/landing/productos/lista/{id}': CATALOGUE,
  'GET /api/landing/{landing}/buscar': CATALOGUE,
  'GET /api/utm/{utmId}': CATALOGUE,
  'GET /api/giftcard-plantillas/{codigo}/imagen.svg': CATALOGUE,
  'GET /api/social/{provider}/start': 'el proveedor de inicio de sesión (google o facebook), no un id',
  'GET /api/social/{provider}/callback': 'el proveedor de inicio de sesión; el estado firmado en la cookie ata la respuesta al navegador que la pidió',
  'POST /api/customers/password/change/{token}': CAPABILITY,
  'GET /api/customers/password/change/{token}': CAPABILITY,
  'POST /api/clientes/verificar-correo': CAPABILITY,
  'GET /api/clientes/verificar-correo/{token}': `${CAPABILITY}; solo los tokens del cliente de la sesión`,
  'GET /api/carrito/{token}': CAPABILITY,
  'POST /api/carrito/decode': CAPABILITY,
  'GET /api/link-pago/{token}': CAPABILITY,
  'POST /api/link-pago/{token}': CAPABILITY,
  'GET /api/link-pago/{token}/estado/{alias}': CAPABILITY,
  'POST /api/peticiones/pago-en-linea-blupy/{token}': CAPABILITY,
  'GET /api/peticiones/pago-estado/{alias}': 'alias aleatorio del pago, buscado solo entre los pagos de la sesión',
  'GET /api/giftcard/controlar/{code}': 'código de tarjeta de regalo: el código es el medio de pago (como un billete); limitado por dirección',
  'POST /api/regalo/regalos_verificar/{a}/{b}': `${CATALOGUE}; productos de regalo de una promoción`,
  'POST /api/pagos/notificacion/{proveedor}': 'aviso del proveedor de pagos, firmado con HMAC; sin sesión',
  'GET /api/formularios/archivos/{nombre}': 'nombre aleatorio de 128 bits del archivo de un formulario (enlace del correo al personal), servido como descarga en sandbox',
  'GET /api/sifen/persona/{documento}': 'búsqueda por documento para el formulario del contador: responde solo el nombre, como el padrón público de RUC',
  'POST /api/sandbox/pedidos/{codigo}/entregado': 'consola sandbox (solo con SANDBOX=on, nunca en producción)',
  'POST /api/sandbox/clientes/{codigo}/recatastro-tarjetas': 'consola sandbox (solo con SANDBOX=on, nunca en producción)',
  'GET /api/sandbox/outbox': 'consola sandbox (solo con SANDBOX=on, nunca en producción)',
  'POST /api/sandbox/notificaciones': 'consola sandbox (solo con SANDBOX=on, nunca en producción)',
  'GET /api/clientes/datos/verificar-ruc': 'consulta del padrón público de RUC',
  'GET /api/customers': 'búsqueda de existencia en el registro (responde sí/no, sin datos)',
  'POST /api/customers/logout': SESSION_ONLY,
  'PUT /api/clientes/terminos-y-condiciones': SESSION_ONLY,
  'POST /api/clientes/verificar-correo/enviar': SESSION_ONLY,
  'DELETE /api/social/perfil': SESSION_ONLY,
  'POST /api/clientes/actualizar-configuracion': SESSION_ONLY,
  'POST /api/clientes/actualizar-perfil': SESSION_ONLY,
  'PATCH /api/clientes/datos/para-verificacion': SESSION_ONLY,
  'POST /api/peticiones/web-oncologicos': 'la misma validación de dirección y tarjeta que POST /api/peticiones/web (probado)',
  'POST /api/peticiones/calcular/web': 'cálculo del total: la dirección se busca solo entre las de la sesión, no guarda nada',
  'POST /api/peticiones/calcular/web-oncologicos': 'cálculo del total: la dirección se busca solo entre las de la sesión, no guarda nada',
  'POST /api/trabaja-con-nosotros': PUBLIC_FORM,
  'POST /api/alquiler/upload': PUBLIC_FORM,
  'POST /api/promo-amistad': PUBLIC_FORM,
  'POST /api/releases/vistas': `${RELEASES}; solo los servidores de la tienda (sin X-Forwarded-For, desde su red) informan sus documentos`,
  'POST /api/operador/versiones/{app}': `${RELEASES}; solo operadores (contraseña de operador)`,
  'PUT /api/operador/versiones/{app}/base': `${RELEASES}; solo operadores (contraseña de operador)`,
  'POST /api/operador/versiones/{app}/control': `${RELEASES}; solo operadores (contraseña de operador)`,
  'POST /api/operador/versiones/{app}/promover': `${RELEASES}; solo operadores (contraseña de operador)`,
  'POST /api/operador/versiones/{app}/revertir': `${RELEASES}; solo operadores (contraseña de operador)`,
  'POST /api/operador/versiones/{app}/podar': `${RELEASES}; solo operadores (contraseña de operador)`,
};

const ID_FIELD = /(^id$|Id$|_id$|codigo|Codigo|CODIGO|token|alias|documento|celular|persona|cliente)/;

/** Whether a route could name an object: path parameters, id-like query or body fields, or an undocumented body. */
export function namesObjects(op: Operation): boolean {
  if (op.pathParams.length) return true;
  if (Object.keys(op.query).some((q) => ID_FIELD.test(q))) return true;
  if (op.method === 'GET') return false;
  if (!op.body) return true;
  const fields = (schema: Operation['body'], depth = 0): string[] =>
    !schema || depth > 3
      ? []
      : [
          ...Object.entries(schema.properties ?? {}).flatMap(([name, s]) => [name, ...fields(s, depth + 1)]),
          ...(schema.items ? fields(schema.items, depth + 1) : []),
          ...(schema.anyOf ?? schema.oneOf ?? []).flatMap((s) => fields(s, depth + 1)),
        ];
  return fields(op.body).some((f) => ID_FIELD.test(f));
}

export const routeKey = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;
