import { type Kysely, sql } from 'kysely';
import { hashPassword } from '../../modules/auth/password.js';
import { percentOf } from '../../modules/catalog/pricing/pricing.js';
import type { Database } from '../schema.js';
import { CLIENTE_ADDRESSES, CLIENTE_ORDERS, DEMO_CUSTOMERS, DEMO_PASSWORD } from './accounts-data.js';
import { insertMissing, syncSequence } from './bulk-insert.js';
import { loadProducts } from './catalog-data.js';
import { productDiscount } from './products.seed.js';

type Db = Kysely<Database>;

/** Demo accounts with their addresses, orders, card, company manager, accountant and notifications. */
export async function seedAccounts(db: Db): Promise<number> {
  const emails = Object.values(DEMO_CUSTOMERS).map((c) => c.email);
  const existing = new Set((await db.selectFrom('customers').select('email').where('email', 'in', emails).execute()).map((r) => r.email.toLowerCase()));
  const missing = Object.entries(DEMO_CUSTOMERS).filter(([, c]) => !existing.has(c.email));
  const created = new Map<string, number>();
  if (missing.length) {
    const password_hash = await hashPassword(DEMO_PASSWORD);
    for (const [key, c] of missing) {
      const row = await db
        .insertInto('customers')
        .values({ ...c, password_hash })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('codigo')
        .executeTakeFirst();
      if (row) created.set(key, row.codigo);
    }
  }
  const cliente = created.get('cliente');
  if (cliente) await seedClienteHistory(db, cliente);
  const empresa = created.get('empresa');
  if (empresa) {
    await db.insertInto('company_managers')
      .values({ customer_codigo: empresa, nombres: 'Ana', apellidos: 'Gerente Demo', nro_cedula: '3210987', celular: '0987789012' })
      .execute();
  }
  const codes = await db.selectFrom('customers').select(['codigo', 'email']).where('email', 'in', [DEMO_CUSTOMERS.cliente!.email, DEMO_CUSTOMERS.contador!.email]).execute();
  const code = (email: string) => codes.find((r) => r.email.toLowerCase() === email)?.codigo;
  const c = code(DEMO_CUSTOMERS.cliente!.email);
  const k = code(DEMO_CUSTOMERS.contador!.email);
  if (c && k) await insertMissing(db, 'accountants', [{ customer_codigo: c, contador_codigo: k }]);
  await seedNotificationMessages(db);
  if (cliente) {
    await db.insertInto('customer_notifications')
      .values([
        { nowa_codigo: 1, customer_codigo: cliente, estado: 'NO_LEIDO' },
        { nowa_codigo: 2, customer_codigo: cliente, estado: 'NO_LEIDO' },
        { nowa_codigo: 3, customer_codigo: cliente, estado: 'LEIDO' },
      ])
      .execute();
  }
  return created.size;
}

async function seedClienteHistory(db: Db, cliente: number) {
  const addresses = await db.insertInto('addresses')
    .values(CLIENTE_ADDRESSES.map((a) => ({ ...a, customer_codigo: cliente })))
    .returning('codigo')
    .execute();
  const products = new Map(loadProducts().map((p) => [p.codigo, p]));
  for (const o of CLIENTE_ORDERS) {
    const lines = o.lineas.map(([codigo, cantidad]) => {
      const p = products.get(codigo)!;
      return { producto_codigo: codigo, descripcion: p.descripcion, cantidad, precio: p.precio, porcentaje_descuento: productDiscount(p) };
    });
    const subtotal = lines.reduce((s, l) => s + l.precio * l.cantidad, 0);
    const descuento = lines.reduce((s, l) => s + percentOf(l.precio * l.cantidad, l.porcentaje_descuento), 0);
    const when = new Date(Date.now() - o.diasAtras * 86_400_000);
    const order = await db.insertInto('orders')
      .values({
        customer_codigo: cliente, estado: o.estado, tipo_envio: o.tipo_envio,
        direccion_codigo: o.tipo_envio === 1 ? addresses[0]!.codigo : null, sucursal_codigo: o.sucursal,
        forma_pago_codigo: o.forma, subtotal, delivery: o.delivery, descuento, total: subtotal - descuento + o.delivery,
        created_at: when as never, updated_at: when as never,
      })
      .returning('codigo')
      .executeTakeFirstOrThrow();
    await db.insertInto('order_lines').values(lines.map((l) => ({ ...l, order_codigo: order.codigo }))).execute();
  }
  await db.insertInto('saved_cards')
    .values({ customer_codigo: cliente, alias_token: 'demo-alias-cliente-0001', marca: 'VISA', mascara: '411111******1111', vencimiento: '12/29' })
    .onConflict((oc) => oc.column('alias_token').doNothing())
    .execute();
}

async function seedNotificationMessages(db: Db) {
  const n = await insertMissing(db, 'notification_messages', [
    {
      nowa_codigo: 1, titulo: '¡Bienvenida a Botica Guaraní!', descripcion: 'Gracias por registrarte. Descubrí nuestras ofertas de la semana.',
      enlace: '/productos/promociones', btn_name: 'Ver ofertas', repeticion: null, imagen: 'notificaciones/bienvenida.webp', popup: false,
    },
    {
      nowa_codigo: 2, titulo: 'Semana de la salud', descripcion: 'Descuentos en toda la tienda durante esta semana.',
      enlace: '/categoria/200/vitaminas-y-suplementos', btn_name: 'Aprovechar', repeticion: 2,
      fecha_inicio: sql<Date>`now() - interval '1 day'`, fecha_fin: sql<Date>`now() + interval '30 days'`,
      imagen: 'notificaciones/popup-web.webp', imagen_web: 'notificaciones/popup-web.webp', imagen_mobile: 'notificaciones/popup-mobile.webp', popup: true,
    },
    {
      nowa_codigo: 3, titulo: 'Tu pedido fue entregado', descripcion: 'Esperamos que disfrutes tu compra. ¡Gracias por elegirnos!',
      enlace: '/mis-pedidos', btn_name: 'Ver pedidos', repeticion: null, imagen: null, popup: false,
    },
  ] as never, 'nowa_codigo');
  if (n) await syncSequence(db, 'notification_messages', 'nowa_codigo');
}
