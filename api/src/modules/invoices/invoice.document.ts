import { SHOP_TIME_ZONE } from '@botica/shared-contracts/time/clock';
import { createHash } from 'node:crypto';
import xmlgenModule from 'facturacionelectronicapy-xmlgen';

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

/** SIFEN's modulo-11 check digit (the same algorithm as the RUC's): weights 2..11 from the right. */
export function mod11(digits: string): number {
  let total = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const c = digits.charCodeAt(i);
    const n = c >= 48 && c <= 57 ? c - 48 : c;
    total += n * weight;
    weight = weight === 11 ? 2 : weight + 1;
  }
  const rest = total % 11;
  return rest > 1 ? 11 - rest : 0;
}

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
  cliente: { codigo: number; nombre: string; documento: string; documentType: 'ci' | 'ruc' | 'doc_extranjero'; email: string | null };
  lines: InvoiceLine[];
  split: VatSplit;
  /** 1 cash, 3 card (SIFEN iTiPago). */
  tipoPago: number;
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

/**
 * The QR's parameter string (SIFEN technical manual, QR section): version, CDC, emission date (hex), receiver, totals,
 * item count, the signature's DigestValue (its base64 text, in hex) and the CSC's id.
 */
export function qrParams(cdc: string, digestBase64: string, input: DocumentInput): string {
  const rec = input.cliente.documentType === 'ruc' ? `dRucRec=${input.cliente.documento.split('-')[0]}` : `dNumIDRec=${input.cliente.documento}`;
  return [
    'nVersion=150',
    `Id=${cdc}`,
    `dFeEmiDE=${hex(sifenDate(input.fecha))}`,
    rec,
    `dTotGralOpe=${input.split.total}`,
    `dTotIVA=${input.split.iva5 + input.split.iva10}`,
    `cItems=${input.lines.length}`,
    `DigestValue=${hex(digestBase64)}`,
    `IdCSC=${input.issuer.cscId}`,
  ].join('&');
}

/** cHashQR: the SHA-256 (hex) of the parameter string followed by the CSC, so only the CSC's holder can make it. */
export const qrHash = (params: string, csc: string) => createHash('sha256').update(params + csc).digest('hex');

/** The consultation link of the QR: the parameters and their cHashQR, at SIFEN's test or production address. */
export function qrLink(cdc: string, digestBase64: string, input: DocumentInput): string {
  const params = qrParams(cdc, digestBase64, input);
  const base = input.issuer.produccion ? 'https://ekuatia.set.gov.py/consultas/qr?' : 'https://ekuatia.set.gov.py/consultas-test/qr?';
  return `${base}${params}&cHashQR=${qrHash(params, input.issuer.csc)}`;
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
  const cliente = { ...input.cliente, nombre: receiverName(input.cliente.nombre, input.cliente.documento), email: input.cliente.email && EMAIL.test(input.cliente.email) ? input.cliente.email : null };
  const contribuyente = cliente.documentType === 'ruc' && /^\d{3,8}-\d$/.test(cliente.documento);
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
  const receptor = contribuyente
    ? { contribuyente: true, ruc: cliente.documento, razonSocial: cliente.nombre, tipoOperacion: 1, tipoContribuyente: 1 }
    : { contribuyente: false, razonSocial: cliente.nombre, tipoOperacion: 2, documentoTipo: cliente.documentType === 'doc_extranjero' ? 3 : 1, documentoNumero: cliente.documento.replace(/\D/g, '') || '0' };
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
    cliente: { ...receptor, pais: 'PRY', paisDescripcion: 'Paraguay', codigo: `C-${pad(cliente.codigo, 6)}`, ...(cliente.email ? { email: cliente.email } : {}) },
    factura: { presencia: 2 },
    condicion: { tipo: 1, entregas: [{ tipo: input.tipoPago, monto: String(input.split.total), moneda: 'PYG', cambio: 0, ...(input.tipoPago === 3 ? { infoTarjeta: { tipo: 99, tipoDescripcion: 'Tarjeta', medioPago: 1 } } : {}) }] },
    items: input.lines.map(xmlItem),
  };
  const generated = await xmlgen.generateXMLDE(params, data, {});
  const cdc = /<DE Id="(\d{44})"/.exec(generated)?.[1];
  if (!cdc) throw new Error('The generated document has no CDC');
  if (sign) {
    const signed = await sign(generated);
    const digest = /<DigestValue>([^<]+)<\/DigestValue>/.exec(signed)?.[1];
    if (!digest || !signed.includes('</Signature>')) throw new Error('The signed document has no signature');
    const qr = qrLink(cdc, digest, input);
    return { xml: signed.replace('</Signature>', `</Signature><gCamFuFD><dCarQR>${escapeXml(qr)}</dCarQR></gCamFuFD>`), cdc, qr };
  }
  const de = /<DE [\s\S]*<\/DE>/.exec(generated)![0];
  const qr = qrLink(cdc, createHash('sha256').update(de).digest('base64'), input);
  const xml = generated.replace('</DE>', `</DE><gCamFuFD><dCarQR>${escapeXml(qr)}</dCarQR></gCamFuFD>`);
  return { xml, cdc, qr };
}
