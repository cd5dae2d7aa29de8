import type { Customer } from '@botica/shared-contracts/customer/entities';
import type { CustomerRecord } from './customers.repository.js';
import { NATIONALITIES } from './nationalities.js';

/** The nationality's description: its code's, or the stored text itself (older records keep a word). */
const nationalityName = (n: string | null) => (n ? (NATIONALITIES.find((x) => x.codigo === n)?.descripcion ?? n) : null);

const firstWord = (s: string) => s.trim().split(/\s+/)[0] ?? '';

/** Full name as shown: the business name for companies, names and surnames for persons. */
export function fullName(c: Pick<CustomerRecord, 'tipo' | 'razonSocial' | 'nombres' | 'apellidos'>): string {
  if (c.tipo === 'empresa') return c.razonSocial ?? c.nombres;
  return `${c.nombres} ${c.apellidos}`.trim();
}

export type CustomerView = Customer & {
  razonSocial: string | null;
  emailValido: 'S' | 'N';
};

/** Where the API serves a stored profile picture (images module). */
export const profilePictureUrl = (name: string) => `/api/clientes/imagen-perfil/${name}`;

/** The `GET /clientes` shape (shared-contracts `CustomerSchema`) plus the plain names. */
/**
 * The Blupy QR entries offered to the customer (`dataBlupy`, spec 002 §3): one, the shop's Blupy QR (method 130),
 * marked as a test entry ('S') while the shop's parameter QR_BLUPY_PRUEBA says so. A test entry hides the Blupy QR
 * from every customer who is not a tester (spec 000 §4 "Payment choice").
 */
export function blupyEntries(prueba: boolean): BlupyEntry[] {
  return [{ codigo: 130, descripcion: 'QR Blupy', test: prueba ? 'S' : 'N' }];
}
export type BlupyEntry = { codigo: number; descripcion: string; test: 'S' | 'N' };

export function toCustomerView(c: CustomerRecord, extra: { esContador: boolean; blupyPrueba?: boolean; recatastrarTarjetas?: boolean }): CustomerView {
  const empresa = c.tipo === 'empresa';
  return {
    clieCodigo: c.codigo,
    codigo: c.codigo,
    tipo: c.tipo,
    tipoPersona: c.tipoPersona,
    email: c.email,
    // A company has no personal names: its business name takes their place (spec 002 §3).
    primerNombre: empresa ? fullName(c) : firstWord(c.nombres),
    primerApellido: empresa ? '' : firstWord(c.apellidos),
    nombreCompleto: fullName(c),
    nombres: c.nombres,
    apellidos: c.apellidos,
    razonSocial: c.razonSocial,
    documento: c.documento,
    documentType: c.documentType,
    nacionalidad: c.nacionalidad,
    celular1: c.celular1,
    celular2: c.celular2,
    terminoYcondicionesEstado: c.terminosEstado === '1' ? '1' : '0',
    esTester: c.esTester,
    esFuncionario: c.esFuncionario,
    esContador: extra.esContador,
    clienteVerificado: c.verificado,
    estadoCivil: c.estadoCivil,
    sexo: c.sexo,
    ci: c.documentType === 'ci' ? c.documento : null,
    ruc: c.documentType === 'ruc' ? c.documento : c.ruc,
    documentoExtranjero: c.documentType === 'doc_extranjero' ? c.documento : c.documentoExtranjero,
    naciDescripcion: nationalityName(c.nacionalidad),
    telefonoFijo: c.telefonoFijo,
    imagenPerfil: c.imagenPerfil ? profilePictureUrl(c.imagenPerfil) : null,
    configuraciones: { cnotiEstado: c.cnotiEstado, cnotiMetodo: c.cnotiMetodo },
    emailValido: c.emailValido ? 'S' : 'N',
    bloqueadoPagoOnline: c.bloqueadoPagoOnline ? 'S' : 'N',
    dataBlupy: blupyEntries(extra.blupyPrueba === true),
    recatastrarTarjetas: extra.recatastrarTarjetas === true,
    personaCodigo: c.codigo,
    fechaNacimiento: c.fechaNacimiento,
    telefono: c.telefonoFijo,
  };
}
