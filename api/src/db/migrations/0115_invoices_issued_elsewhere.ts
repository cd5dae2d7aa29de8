import { type Kysely, sql } from 'kysely';

/**
 * Invoices issued elsewhere (decision 074): the chain's point of sale invoices the sales at the branches' counters,
 * some in US dollars, and hands each one over with its own PDF and XML. Such an invoice has no order of the shop, no
 * Pin, QR or CDC of ours (the issuer's XML carries its CDC) and is never sent to SIFEN by the shop (the issuer did):
 * `origen` says which kind a row is, and the checks keep the shop's own invoices as complete as before.
 * Amounts stay integers in the currency's smallest unit: guaraníes for GS, cents for USD.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table invoices
      add column origen text not null default 'tienda',
      add column codigo_externo text,
      add column pdf bytea,
      alter column order_codigo drop not null,
      alter column cdc drop not null,
      alter column pin drop not null,
      alter column qr drop not null,
      alter column ambiente drop not null`.execute(db);
  await sql`
    alter table invoices
      add constraint invoices_origen check (origen in ('tienda', 'externa')),
      add constraint invoices_moneda check (mone_codigo in ('GS', 'USD')),
      add constraint invoices_tienda_completa check (
        origen <> 'tienda' or (order_codigo is not null and cdc is not null and pin is not null and qr is not null and ambiente is not null and pdf is null)),
      add constraint invoices_externa_completa check (
        origen <> 'externa' or (order_codigo is null and pdf is not null and sifen_estado is null))`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
