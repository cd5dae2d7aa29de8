import { type Kysely, sql } from 'kysely';

/**
 * Electronic invoices (ventas, spec 001 §3–§4): one per paid or delivered order, numbered per establishment and
 * point of sale without gaps; accountants a customer assigns; the e-mail the customer wants invoices sent to.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table invoice_points (
      timbrado text not null,
      establecimiento text not null,
      punto text not null,
      ultimo_numero integer not null default 0,
      primary key (timbrado, establecimiento, punto)
    )`.execute(db);
  await sql`
    create table invoices (
      codigo serial primary key,
      order_codigo integer not null unique references orders(codigo),
      customer_codigo integer not null references customers(codigo) on delete cascade,
      fecha timestamptz not null default now(),
      operacion text not null default 'VENTA',
      comprobante text not null default 'FACTURA ELECTRONICA',
      timbrado text not null,
      vto_timbrado date not null,
      establecimiento text not null,
      punto text not null,
      numero integer not null,
      mone_codigo text not null default 'GS',
      exento integer not null,
      gravada5 integer not null,
      gravada10 integer not null,
      iva5 integer not null,
      iva10 integer not null,
      total integer not null,
      estado text not null default 'A',
      cdc char(44) not null unique,
      pin text not null,
      ambiente text not null,
      xml text not null,
      qr text not null,
      lineas jsonb not null,
      receptor jsonb not null,
      created_at timestamptz not null default now(),
      unique (timbrado, establecimiento, punto, numero),
      check (exento + gravada5 + gravada10 = total)
    )`.execute(db);
  await sql`create index invoices_customer_fecha on invoices (customer_codigo, fecha)`.execute(db);
  // The accountant a customer assigns (0001 links two customers): now with the data the customer enters; the
  // accountant may not have an account yet (contador_codigo null), the document links them when they do.
  await sql`alter table accountants drop constraint accountants_pk`.execute(db);
  await sql`alter table accountants add column codigo serial primary key`.execute(db);
  await sql`alter table accountants alter column contador_codigo drop not null`.execute(db);
  await sql`
    alter table accountants
      add column nombres text,
      add column apellidos text,
      add column documento text,
      add column correo text,
      add column telefono text,
      add column updated_at timestamptz not null default now()`.execute(db);
  await sql`
    update accountants a set nombres = k.nombres, apellidos = k.apellidos, documento = regexp_replace(k.documento, '[^0-9]', '', 'g'),
      correo = k.email, telefono = coalesce(k.celular1, '')
    from customers k where k.codigo = a.contador_codigo`.execute(db);
  await sql`create unique index accountants_customer_uq on accountants (customer_codigo)`.execute(db);
  await sql`create index accountants_documento on accountants (documento)`.execute(db);
  await sql`
    create table invoice_emails (
      customer_codigo integer primary key references customers(codigo) on delete cascade,
      correo text not null,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table invoice_emails`.execute(db);
  await sql`drop index accountants_documento`.execute(db);
  await sql`drop index accountants_customer_uq`.execute(db);
  await sql`delete from accountants where contador_codigo is null`.execute(db);
  await sql`alter table accountants drop column codigo, drop column nombres, drop column apellidos, drop column documento, drop column correo, drop column telefono, drop column updated_at`.execute(db);
  await sql`alter table accountants alter column contador_codigo set not null`.execute(db);
  await sql`alter table accountants add constraint accountants_pk primary key (customer_codigo, contador_codigo)`.execute(db);
  await sql`drop table invoices`.execute(db);
  await sql`drop table invoice_points`.execute(db);
}
