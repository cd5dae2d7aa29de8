import { type Kysely, sql } from 'kysely';

/**
 * The shop setting that turns the saved (abandoned) cart on (spec 000 §4 "Add item": which variant is used
 * depends on a setting): with CARRITO_ABANDONADO = 'S' the browser saves the logged-in customer's cart through
 * `/cart/create` and follows removals and the order with `/cart/delete`, `/cart/estado_carrito`, `/cart/finish`.
 * An operator turns it off with 'N'; a value already set is kept.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`insert into parameters (nombre, valor) values ('CARRITO_ABANDONADO', 'S') on conflict (nombre) do nothing`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from parameters where nombre = 'CARRITO_ABANDONADO'`.execute(db);
}
