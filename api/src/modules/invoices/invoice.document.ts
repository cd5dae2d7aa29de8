import { SHOP_TIME_ZONE } from '@botica/shared-contracts/time/clock';
import { createHash } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import xmlgenModule from 'facturacionelectronicapy-xmlgen';
import { mod11 } from './invoice.check-digit.js';
import { type Receiver, receiverDocument } from './invoice.receiver.js';

/** One invoiced line: its total in guaraníes (after discounts) and the product's VAT rate (0, 5 or 10). */
export interface InvoiceLine {
  codigo: string;
  descripcion: string;
  cantidad: number;
  total: number;
  iva: number;
}

export interface VatSplit {
  exento: number;
  gravada5: number;
  gravada10: number;
  iva5: number;
  iva10: number;
  total: number;
}

/** VAT included in a gross amount, Paraguayan style: 10% → total/11, 5% → total/21, rounded. */
export const includedVat = (gross: number, rate: 5 | 10) => Math.round(gross / (rate === 10 ? 11 : 21));

/**
 * Lines after an order-level discount (coupon): the discount is shared in proportion to each line's total
 * (largest remainder), so the lines add up exactly to `target`.
 */
export function apportion(lines: InvoiceLine[], target: number): InvoiceLine[] {
  const sum = lines.reduce((s, l) => s + l.total, 0);
  if (sum === target || sum === 0) return lines;
  const cut = sum - target;
  const shares = lines.map((l) => (l.total * cut) / sum);
  const floors = shares.map(Math.floor);
  let left = cut - floors.reduce((s, n) => s + n, 0);
  const order = shares.map((s, i) => [s - floors[i]!, i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  return lines.map((l, i) => ({ ...l, total: l.total - floors[i]! }));
}

/** exento / gravada5 / gravada10 (VAT included, as invoices in Paraguay show them) from the lines' VAT rates. */
export function vatSplit(lines: InvoiceLine[]): VatSplit {
  const sumBy = (rate: number) => lines.filter((l) => l.iva === rate).reduce((s, l) => s + l.total, 0);
  const gravada10 = sumBy(10);
  const gravada5 = sumBy(5);
  const exento = lines.filter((l) => l.iva !== 5 && l.iva !== 10).reduce((s, l) => s + l.total, 0);
  return { exento, gravada5, gravada10, iva5: includedVat(gravada5, 5), iva10: includedVat(gravada10, 10), total: exento + gravada5 + gravada10 };
}

export { mod11 } from './invoice.check-digit.js';

/** A CDC is 44 digits whose last one is the modulo-11 check digit of the first 43. */
export const validCdc = (cdc: string) => /^\d{44}$/.test(cdc) && mod11(cdc.slice(0, 43)) === Number(cdc[43]);

export interface Issuer {
  ruc: string;
  razonSocial: string;
  timbrado: string;
  timbradoInicio: string;
  establecimiento: string;
  punto: string;
  csc: string;
  cscId: string;
  /** True when a certificate signs the documents; false marks them as test-environment documents. */
  produccion: boolean;
}

export interface DocumentInput {
  issuer: Issuer;
  numero: number;
  fecha: Date;
  codigoSeguridad: string;
  /** The receiver as the one rule of `invoice.receiver.ts` made them (taxpayer by RUC, or identity document). */
  cliente: { codigo: number; nombre: string; receptor: Receiver; email: string | null };
  lines: InvoiceLine[];
  split: VatSplit;
  /** 1 cash, 3 card (SIFEN iTiPago). */
  tipoPago: number;
  /** The signature's time (dFecFirma), now unless given: written in Asunción's time whatever the server's zone. */
  firma?: Date;
}

/** SIFEN's text for the issuer name of any document of the test environment. */
export const TEST_ISSUER_NAME = 'DE generado en ambiente de prueba - sin valor comercial ni fiscal';
export const pad = (n: number, width: number) => String(n).padStart(width, '0');
export const invoiceNumber = (est: string, punto: string, numero: number) => `${est}-${punto}-${pad(numero, 7)}`;

/** Local date-time of Asunción as SIFEN writes it (no zone). */
export function sifenDate(d: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
    .formatToParts(d)
    .reduce<Record<string, string>>((acc, p) => ((acc[p.type] = p.value), acc), {});
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

const xmlgen = ((xmlgenModule as unknown as { default?: typeof xmlgenModule }).default ?? xmlgenModule) as {
  generateXMLDE(params: unknown, data: unknown, options?: unknown): Promise<string>;
};

/** Unit quantity and price of a line for the XML: the real quantity when its total divides evenly, else one unit. */
function xmlItem(l: InvoiceLine) {
  const even = l.cantidad > 0 && l.total % l.cantidad === 0;
  return {
    codigo: l.codigo,
    descripcion: (even ? l.descripcion : `${l.descripcion} (x ${l.cantidad})`).slice(0, 2000),
    unidadMedida: 77,
    cantidad: even ? l.cantidad : 1,
    precioUnitario: even ? l.total / l.cantidad : l.total,
    ivaTipo: l.iva === 5 || l.iva === 10 ? 1 : 3,
    ivaProporcion: l.iva === 5 || l.iva === 10 ? 100 : 0,
    iva: l.iva === 5 || l.iva === 10 ? l.iva : 0,
  };
}

const hex = (s: string) => Buffer.from(s, 'utf8').toString('hex');

/** The DE's own values the QR repeats (Manual Técnico v150, the QR's parameters: A002, D002, D206/D210, totals, E701). */
export interface DeQrValues {
  cdc: string;
  dFeEmiDE: string;
  /** `dRucRec=<RUC without its check digit>` or `dNumIDRec=<document>`, as the DE has it. */
  receptor: string;
  dTotGralOpe: string;
  dTotIVA: string;
  cItems: number;
  /** The signature's DigestValue (base64), when the DE is signed. */
  digest: string | null;
}

const deParser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', removeNSPrefix: true, parseTagValue: false, parseAttributeValue: false, trimValues: true });
const one = (v: unknown) => (Array.isArray(v) ? v[0] : v) as Record<string, unknown> | undefined;
const textOf = (v: unknown) => (v === undefined || v === null ? null : String(v));

/** Reads the QR's values from an rDE's XML (signed or not): the DE is the source, never the data it was made from. */
export function deQrValues(xml: string): DeQrValues {
  const rde = one((deParser.parse(xml) as Record<string, unknown>).rDE);
  const de = one(rde?.DE);
  const gral = one(de?.gDatGralOpe);
  const rec = one(gral?.gDatRec);
  const tot = one(de?.gTotSub);
  const items = one(de?.gDtipDE)?.gCamItem;
  const cdc = textOf(de?.['@_Id']);
  const dFeEmiDE = textOf(gral?.dFeEmiDE);
  const dTotGralOpe = textOf(tot?.dTotGralOpe);
  const ruc = textOf(rec?.dRucRec);
  const documento = textOf(rec?.dNumIDRec);
  if (!cdc || !dFeEmiDE || !dTotGralOpe || (!ruc && !documento)) throw new Error('The DE lacks a value the QR needs');
  const reference = one(one(one(rde?.Signature)?.SignedInfo)?.Reference);
  return {
    cdc,
    dFeEmiDE,
    receptor: ruc ? `dRucRec=${ruc}` : `dNumIDRec=${documento}`,
    dTotGralOpe,
    dTotIVA: textOf(tot?.dTotIVA) ?? '0',
    cItems: Array.isArray(items) ? items.length : items ? 1 : 0,
    digest: textOf(reference?.DigestValue),
  };
}

/**
 * The QR's parameter string (Manual Técnico v150, QR section): version, CDC, emission date (hex), receiver, totals,
 * item count, the signature's DigestValue (its base64 text, in hex) and the CSC's id, every value as the DE has it.
 */
export function qrParams(de: DeQrValues, digestBase64: string, cscId: string): string {
  return [
    'nVersion=150',
    `Id=${de.cdc}`,
    `dFeEmiDE=${hex(de.dFeEmiDE)}`,
    de.receptor,
    `dTotGralOpe=${de.dTotGralOpe}`,
    `dTotIVA=${de.dTotIVA}`,
    `cItems=${de.cItems}`,
    `DigestValue=${hex(digestBase64)}`,
    `IdCSC=${cscId}`,
  ].join('&');
}

/** cHashQR: the SHA-256 (hex) of the parameter string followed by the CSC, so only the CSC's holder can make it. */
export const qrHash = (params: string, csc: string) => createHash('sha256').update(params + csc).digest('hex');

/** The consultation link of the QR: the parameters and their cHashQR, at SIFEN's test or production address. */
export function qrLink(de: DeQrValues, digestBase64: string, issuer: Pick<Issuer, 'csc' | 'cscId' | 'produccion'>): string {
  const params = qrParams(de, digestBase64, issuer.cscId);
  const base = issuer.produccion ? 'https://ekuatia.set.gov.py/consultas/qr?' : 'https://ekuatia.set.gov.py/consultas-test/qr?';
  return `${base}${params}&cHashQR=${qrHash(params, issuer.csc)}`;
}

/** Writes the signature's time into a generated DE or event (its one dFecFirma), in Asunción's time. */
export function withSignatureTime(xml: string, at: Date): string {
  const found = xml.match(/<dFecFirma>[^<]*<\/dFecFirma>/g) ?? [];
  if (found.length !== 1) throw new Error(`Expected one dFecFirma, found ${found.length}`);
  return xml.replace(/<dFecFirma>[^<]*<\/dFecFirma>/, `<dFecFirma>${sifenDate(at)}</dFecFirma>`);
}

const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

/** SIFEN wants 4 to 250 characters for the receiver's name: a short one gets its document, none is 'Sin Nombre'. */
export function receiverName(nombre: string, documento: string): string {
  const name = nombre.trim().replace(/\s+/g, ' ').slice(0, 250);
  if (name.length >= 4) return name;
  const withDoc = `${name} ${documento}`.trim();
  return withDoc.length >= 4 && name ? withDoc : 'Sin Nombre';
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The rDE document of a sale from facturacionelectronicapy-xmlgen (which computes the CDC and its check digit), with
 * the gCamFuFD group (the QR's consultation link) SIFEN requires after the DE. With `sign`, the DE is signed first and
 * the QR carries the signature's DigestValue; unsigned, the DigestValue is the SHA-256 of the DE element.
 */
export async function buildXml(input: DocumentInput, sign?: (xml: string) => Promise<string>): Promise<{ xml: string; cdc: string; qr: string }> {
  const { issuer } = input;
  const { receptor } = input.cliente;
  const cliente = { ...input.cliente, nombre: receiverName(input.cliente.nombre, receiverDocument(receptor)), email: input.cliente.email && EMAIL.test(input.cliente.email) ? input.cliente.email : null };
  const params = {
    version: 150,
    ruc: issuer.ruc,
    razonSocial: issuer.produccion ? issuer.razonSocial : TEST_ISSUER_NAME,
    nombreFantasia: 'Botica Guaraní',
    actividadesEconomicas: [{ codigo: '47721', descripcion: 'Venta al por menor de productos farmacéuticos y medicinales' }],
    timbradoNumero: issuer.timbrado,
    timbradoFecha: issuer.timbradoInicio,
    tipoContribuyente: 2,
    tipoRegimen: 8,
    establecimientos: [{
      codigo: issuer.establecimiento, direccion: 'Avda. Mariscal López', numeroCasa: '1234', departamento: 1, departamentoDescripcion: 'CAPITAL',
      distrito: 1, distritoDescripcion: 'ASUNCION (DISTRITO)', ciudad: 1, ciudadDescripcion: 'ASUNCION (DISTRITO)', telefono: '021-555000',
      email: 'facturas@botica.com.py', denominacion: 'Tienda en línea',
    }],
  };
  // B2B for a taxpayer, B2C for anyone else (Manual Técnico v150, D202: a non-taxpayer's operation is B2C).
  const rec = receptor.contribuyente
    ? { contribuyente: true, ruc: receptor.ruc, razonSocial: cliente.nombre, tipoOperacion: 1, tipoContribuyente: receptor.tipoContribuyente }
    : { contribuyente: false, razonSocial: cliente.nombre, tipoOperacion: 2, documentoTipo: receptor.documentoTipo, documentoNumero: receptor.documentoNumero };
  const data = {
    tipoDocumento: 1,
    establecimiento: issuer.establecimiento,
    punto: issuer.punto,
    numero: pad(input.numero, 7),
    codigoSeguridadAleatorio: input.codigoSeguridad,
    fecha: sifenDate(input.fecha),
    tipoEmision: 1,
    tipoTransaccion: 1,
    tipoImpuesto: 1,
    moneda: 'PYG',
    cliente: { ...rec, pais: 'PRY', paisDescripcion: 'Paraguay', codigo: `C-${pad(cliente.codigo, 6)}`, ...(cliente.email ? { email: cliente.email } : {}) },
    factura: { presencia: 2 },
    condicion: { tipo: 1, entregas: [{ tipo: input.tipoPago, monto: String(input.split.total), moneda: 'PYG', cambio: 0, ...(input.tipoPago === 3 ? { infoTarjeta: { tipo: 99, tipoDescripcion: 'Tarjeta', medioPago: 1 } } : {}) }] },
    items: input.lines.map(xmlItem),
  };
  // No SEDECO rounding: the invoice's total (dTotGralOpe) is the sum of its lines, what the shopper is charged to the
  // guaraní (decision 062). The library would otherwise round the total down to 50 guaraníes (dRedon).
  const generated = withSignatureTime(await xmlgen.generateXMLDE(params, data, { redondeoSedeco: false }), input.firma ?? new Date());
  const cdc = /<DE Id="(\d{44})"/.exec(generated)?.[1];
  if (!cdc) throw new Error('The generated document has no CDC');
  if (sign) {
    const signed = await sign(generated);
    const de = deQrValues(signed);
    if (!de.digest || !signed.includes('</Signature>')) throw new Error('The signed document has no signature');
    const qr = qrLink(de, de.digest, issuer);
    return { xml: signed.replace('</Signature>', `</Signature><gCamFuFD><dCarQR>${escapeXml(qr)}</dCarQR></gCamFuFD>`), cdc, qr };
  }
  const deXml = /<DE [\s\S]*<\/DE>/.exec(generated)![0];
  const qr = qrLink(deQrValues(generated), createHash('sha256').update(deXml).digest('base64'), issuer);
  const xml = generated.replace('</DE>', `</DE><gCamFuFD><dCarQR>${escapeXml(qr)}</dCarQR></gCamFuFD>`);
  return { xml, cdc, qr };
}
