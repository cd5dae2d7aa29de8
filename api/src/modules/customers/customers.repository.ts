import { type Insertable, type Kysely, type Selectable, sql, type Transaction, type Updateable } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface CustomerRecord {
  codigo: number;
  tipo: 'persona' | 'empresa';
  tipoPersona: 'F' | 'J';
  email: string;
  passwordHash: string | null;
  nombres: string;
  apellidos: string;
  razonSocial: string | null;
  documentType: 'ci' | 'ruc' | 'doc_extranjero';
  documento: string;
  nacionalidad: string | null;
  celular1: string | null;
  celular2: string | null;
  terminosEstado: string;
  esTester: boolean;
  esFuncionario: boolean;
  verificado: boolean;
  bloqueadoPagoOnline: boolean;
  emailValido: boolean;
  googleId: string | null;
  facebookId: string | null;
  estadoCivil: 'S' | 'C' | 'D' | 'V' | null;
  sexo: 'M' | 'F' | null;
  ruc: string | null;
  documentoExtranjero: string | null;
  telefonoFijo: string | null;
  imagenPerfil: string | null;
  fechaNacimiento: string | null;
  cnotiEstado: 'A' | 'D';
  cnotiMetodo: 'email' | 'sms';
  eliminado: boolean;
}

const columns = [
  'codigo',
  'tipo',
  'tipo_persona',
  'email',
  'password_hash',
  'nombres',
  'apellidos',
  'razon_social',
  'document_type',
  'documento',
  'nacionalidad',
  'celular1',
  'celular2',
  'terminos_estado',
  'es_tester',
  'es_funcionario',
  'verificado',
  'bloqueado_pago_online',
  'email_valido',
  'google_id',
  'facebook_id',
  'estado_civil',
  'sexo',
  'ruc',
  'documento_extranjero',
  'telefono_fijo',
  'imagen_perfil',
  'fecha_nacimiento',
  'cnoti_estado',
  'cnoti_metodo',
  'eliminado_at',
] as const;

type Row = Pick<Selectable<Database['customers']>, (typeof columns)[number]> & { codigo: number; email_valido: boolean; apellidos: string; terminos_estado: string; es_tester: boolean; es_funcionario: boolean; verificado: boolean; bloqueado_pago_online: boolean; cnoti_estado: 'A' | 'D'; cnoti_metodo: 'email' | 'sms' };

/** A `date` column arrives as a Date (node-postgres) or a text (PGlite): either way year-month-day. */
const dateOnly = (d: unknown) => {
  if (typeof d === 'string') return d.slice(0, 10);
  if (!(d instanceof Date)) return null;
  // node-postgres reads a date as local midnight: its local parts are the stored day
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

function toRecord(r: Row): CustomerRecord {
  return {
    codigo: r.codigo,
    tipo: r.tipo,
    tipoPersona: r.tipo_persona,
    email: r.email,
    passwordHash: r.password_hash,
    nombres: r.nombres,
    apellidos: r.apellidos,
    razonSocial: r.razon_social,
    documentType: r.document_type,
    documento: r.documento,
    nacionalidad: r.nacionalidad,
    celular1: r.celular1,
    celular2: r.celular2,
    terminosEstado: r.terminos_estado,
    esTester: r.es_tester,
    esFuncionario: r.es_funcionario,
    verificado: r.verificado,
    bloqueadoPagoOnline: r.bloqueado_pago_online,
    emailValido: r.email_valido,
    googleId: r.google_id,
    facebookId: r.facebook_id,
    estadoCivil: r.estado_civil,
    sexo: r.sexo,
    ruc: r.ruc,
    documentoExtranjero: r.documento_extranjero,
    telefonoFijo: r.telefono_fijo,
    imagenPerfil: r.imagen_perfil,
    fechaNacimiento: dateOnly(r.fecha_nacimiento),
    cnotiEstado: r.cnoti_estado,
    cnotiMetodo: r.cnoti_metodo,
    eliminado: r.eliminado_at !== null,
  };
}

export async function findByCodigo(db: Db, codigo: number): Promise<CustomerRecord | undefined> {
  const row = await db.selectFrom('customers').select(columns).where('codigo', '=', codigo).executeTakeFirst();
  return row ? toRecord(row as Row) : undefined;
}

/** E-mails are citext: the comparison ignores case. */
export async function findByEmail(db: Db, email: string): Promise<CustomerRecord | undefined> {
  const row = await db.selectFrom('customers').select(columns).where('email', '=', email.trim()).executeTakeFirst();
  return row ? toRecord(row as Row) : undefined;
}

export async function findBySocialId(db: Db, provider: 'google' | 'facebook', id: string): Promise<CustomerRecord | undefined> {
  const column = provider === 'google' ? 'google_id' : 'facebook_id';
  const row = await db.selectFrom('customers').select(columns).where(column, '=', id).executeTakeFirst();
  return row ? toRecord(row as Row) : undefined;
}

export async function findByDocument(db: Db, documentType: string, documento: string): Promise<CustomerRecord | undefined> {
  const row = await db
    .selectFrom('customers')
    .select(columns)
    .where('document_type', '=', documentType as 'ci')
    .where('documento', '=', documento.trim())
    .orderBy('codigo')
    .executeTakeFirst();
  return row ? toRecord(row as Row) : undefined;
}

/** Whether an account other than the one holding `documento` has this mobile number (digits compared). */
export async function phoneUsedByOther(db: Db, digits: string, documento: string, exceptCodigo?: number): Promise<boolean> {
  let query = db
    .selectFrom('customers')
    .select('codigo')
    .where((eb) =>
      eb.or([
        eb(sql`regexp_replace(coalesce(celular1, ''), '[^0-9]', '', 'g')`, '=', digits),
        eb(sql`regexp_replace(coalesce(celular2, ''), '[^0-9]', '', 'g')`, '=', digits),
      ]),
    )
    .where('documento', '<>', documento.trim());
  if (exceptCodigo !== undefined) query = query.where('codigo', '<>', exceptCodigo);
  const row = await query.limit(1).executeTakeFirst();
  return Boolean(row);
}

export async function isAccountant(db: Db, codigo: number): Promise<boolean> {
  const row = await db.selectFrom('accountants').select('contador_codigo').where('contador_codigo', '=', codigo).limit(1).executeTakeFirst();
  return Boolean(row);
}

/** The shop's parameter QR_BLUPY_PRUEBA: 'S' while the Blupy QR is offered to testers only. */
export async function blupyInTest(db: Db): Promise<boolean> {
  const row = await db.selectFrom('parameters').select('valor').where('nombre', '=', 'QR_BLUPY_PRUEBA').executeTakeFirst();
  return row?.valor === 'S';
}

/**
 * Whether the shop lists the customer among those who must register their cards again: the parameter
 * CLIENTES_RECATASTRO_TARJETAS, customer codes separated by commas.
 */
export async function mustReRegisterCards(db: Db, codigo: number): Promise<boolean> {
  const row = await db.selectFrom('parameters').select('valor').where('nombre', '=', 'CLIENTES_RECATASTRO_TARJETAS').executeTakeFirst();
  return (row?.valor ?? '').split(',').some((code) => Number(code.trim()) === codigo);
}

/**
 * Adds a customer's code to CLIENTES_RECATASTRO_TARJETAS in one statement (the parameter's row is locked by the
 * upsert, so two additions at once both stay); a code already listed is not repeated. Answers the new value.
 */
export async function listToReRegisterCards(db: Db, codigo: number): Promise<string> {
  const code = String(codigo);
  const row = await db
    .insertInto('parameters')
    .values({ nombre: 'CLIENTES_RECATASTRO_TARJETAS', valor: code })
    .onConflict((oc) =>
      oc.column('nombre').doUpdateSet({
        valor: sql<string>`CASE
          WHEN EXISTS (SELECT 1 FROM unnest(string_to_array(parameters.valor, ',')) AS listed (code) WHERE btrim(listed.code) = ${code}) THEN parameters.valor
          WHEN btrim(parameters.valor) = '' THEN ${code}
          ELSE parameters.valor || ',' || ${code} END`,
      }),
    )
    .returning('valor')
    .executeTakeFirstOrThrow();
  return row.valor;
}

export async function insertCustomer(db: Db, values: Insertable<Database['customers']>): Promise<number> {
  const row = await db.insertInto('customers').values(values).returning('codigo').executeTakeFirstOrThrow();
  return row.codigo;
}

export async function updateCustomer(db: Db, codigo: number, values: Updateable<Database['customers']>): Promise<void> {
  await db.updateTable('customers').set(values).where('codigo', '=', codigo).execute();
}

export async function insertManagers(
  db: Db,
  codigo: number,
  managers: { nombres: string; apellidos: string; nro_cedula: string; celular: string }[],
): Promise<void> {
  if (!managers.length) return;
  await db
    .insertInto('company_managers')
    .values(managers.map((m) => ({ ...m, customer_codigo: codigo })))
    .execute();
}

// ---- profile picture and account deletion

/** Replaces the customer's profile picture (one per customer). */
export async function replaceProfilePicture(db: Db, customer: number, picture: { nombre: string; mime: string; datos: Buffer }) {
  await db.deleteFrom('profile_pictures').where('customer_codigo', '=', customer).execute();
  await db.insertInto('profile_pictures').values({ ...picture, customer_codigo: customer }).execute();
}

/** The customer's own picture by name; another customer's does not exist for them. */
export const profilePicture = (db: Db, customer: number, nombre: string) =>
  db.selectFrom('profile_pictures').select(['mime', 'datos']).where('nombre', '=', nombre).where('customer_codigo', '=', customer).executeTakeFirst();

/** A deleted account's picture goes (the rest of what other modules keep goes by their own steps: app.accountRemoval). */
export async function removeProfilePictures(db: Db, customer: number) {
  await db.deleteFrom('profile_pictures').where('customer_codigo', '=', customer).execute();
}

/** Links a social profile to the customer of the e-mail, unless they already have one of that provider. */
export const linkSocialId = (db: Db, email: string, provider: 'google' | 'facebook', id: string) =>
  db
    .updateTable('customers')
    .set(provider === 'google' ? { google_id: id } : { facebook_id: id })
    .where('email', '=', email)
    .where(provider === 'google' ? 'google_id' : 'facebook_id', 'is', null)
    .execute();
