import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { SignedXml } from 'xml-crypto';
import { mod11 } from '../../src/modules/invoices/invoice.document.js';
import { type SchemaCheck, type SifenSchema, checkSifenXml, xmlValues } from './sifen-xsd.js';

/** A PKCS#12 certificate made with the system's openssl, as an issuer would get one from a PSC (self-signed here). */
export function makeCertificate(password: string) {
  const dir = mkdtempSync(join(tmpdir(), 'sifen-cert-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  const p12 = join(dir, 'cert.p12');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=Botica Guarani S.A./serialNumber=RUC80012345-6'], { stdio: 'ignore' });
  execFileSync('openssl', ['pkcs12', '-export', '-inkey', key, '-in', cert, '-out', p12, '-passout', `pass:${password}`], { stdio: 'ignore' });
  return { path: p12, password, certPem: readFileSync(cert, 'utf8') };
}

/** What the stand-in does with the next reception it gets, instead of validating it. */
export type Scripted =
  | { kind: 'sin-respuesta'; /** it still processes the document (the answer is lost on the way back) */ procesa: boolean }
  | { kind: 'rechazo'; codigo: string; mensaje: string };

export interface Received {
  servicio: 'recibe' | 'consulta' | 'evento' | 'recibe-lote' | 'consulta-lote';
  cdc: string | null;
  body: string;
}

const text = (xml: string, name: string) => new RegExp(`<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w.-]+:)?${name}>`).exec(xml)?.[1] ?? null;
const NS = 'xmlns:ns2="http://ekuatia.set.gov.py/sifen/xsd"';
const soap = (body: string) => `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://www.w3.org/2003/05/soap-envelope"><env:Header/><env:Body>${body}</env:Body></env:Envelope>`;
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** SIFEN's clock: Asunción's wall time (`YYYY-MM-DDThh:mm:ss`, UTC-3 all year since 2024), whatever this machine's zone. */
export function asuncionTime(at = new Date()): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Asuncion', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}
/** dFecProc as SIFEN's schemas type it (fecUTC: with the zone's offset). */
const procesado = () => `${asuncionTime()}-03:00`;
/** An Asunción wall time of a document as an instant. */
const instantOf = (asuncion: string) => Date.parse(`${asuncion}-03:00`);
/** A DE may be transmitted up to 72 hours after its signature (Manual Técnico v150, 6.2); later it is 1005. */
const TERM_MS = 72 * 3_600_000;
/** SIFEN's published generic CSCs of its test environment, by IdCSC. */
const TEST_CSCS: Record<string, string> = { '0001': 'ABCD0000000000000000000000000000', '0002': 'EFGH0000000000000000000000000000' };

const hex = (s: string) => Buffer.from(s, 'utf8').toString('hex');

/** The values of an rDE the validations read, taken with libxml2 (not with the shop's own parser). */
function deFields(rde: string) {
  const v = xmlValues(rde, {
    id: '/s:rDE/s:DE/@Id',
    dvId: '//s:DE/s:dDVId',
    firma: '//s:DE/s:dFecFirma',
    tipEmi: '//s:gOpeDE/s:iTipEmi',
    codSeg: '//s:gOpeDE/s:dCodSeg',
    tiDE: '//s:gTimb/s:iTiDE',
    timbrado: '//s:gTimb/s:dNumTim',
    est: '//s:gTimb/s:dEst',
    punto: '//s:gTimb/s:dPunExp',
    numero: '//s:gTimb/s:dNumDoc',
    serie: '//s:gTimb/s:dSerieNum',
    emision: '//s:gDatGralOpe/s:dFeEmiDE',
    rucEm: '//s:gEmis/s:dRucEm',
    dvEm: '//s:gEmis/s:dDVEmi',
    tipCont: '//s:gEmis/s:iTipCont',
    rucRec: '//s:gDatRec/s:dRucRec',
    numIdRec: '//s:gDatRec/s:dNumIDRec',
    total: '//s:gTotSub/s:dTotGralOpe',
    iva: '//s:gTotSub/s:dTotIVA',
    items: '//s:gDtipDE/s:gCamItem',
    digest: '/s:rDE/ds:Signature/ds:SignedInfo/ds:Reference/ds:DigestValue',
    qr: '/s:rDE/s:gCamFuFD/s:dCarQR',
  });
  const first = (k: string) => v[k]?.[0]?.trim() ?? '';
  return { ...Object.fromEntries(Object.keys(v).map((k) => [k, first(k)])), items: v.items!.length } as Record<string, string> & { items: number };
}

/** The CDC the DE's fields make (Manual Técnico v150, A002; 1000 when it differs), without its check digit. */
function cdcOfFields(f: Record<string, string>): string {
  return f.tiDE!.padStart(2, '0') + f.rucEm!.padStart(8, '0') + f.dvEm + f.est + f.punto + f.numero + f.tipCont + f.emision!.slice(0, 10).replace(/-/g, '') + f.tipEmi + f.codSeg!.padStart(9, '0');
}

/**
 * J002 (2500) and J002a (2501): the QR's parameters recomputed from the DE and its signature, and its cHashQR from the
 * CSC SIFEN holds for the IdCSC. Answers the failed code, or null.
 */
function qrCheck(f: Record<string, string> & { items: number }, cscs: Record<string, string>): { codigo: string; mensaje: string } | null {
  const link = f.qr ?? '';
  const query = link.slice(link.indexOf('?') + 1);
  const q = new URLSearchParams(query);
  const expected: [string, string][] = [
    ['nVersion', '150'],
    ['Id', f.id!],
    ['dFeEmiDE', hex(f.emision!)],
    [f.rucRec ? 'dRucRec' : 'dNumIDRec', f.rucRec || f.numIdRec!],
    ['dTotGralOpe', f.total!],
    ['dTotIVA', f.iva || '0'],
    ['cItems', String(f.items)],
    ['DigestValue', hex(f.digest!)],
  ];
  if (!link || expected.some(([k, value]) => q.get(k) !== value)) return { codigo: '2500', mensaje: 'Cadena de caracteres correspondiente al código QR no es coincidente con el archivo XML' };
  const csc = cscs[q.get('IdCSC') ?? ''];
  const hash = q.get('cHashQR') ?? '';
  const params = query.slice(0, Math.max(0, query.indexOf('&cHashQR=')));
  if (!csc || createHash('sha256').update(params + csc).digest('hex') !== hash) return { codigo: '2501', mensaje: 'El hash del código QR incluido el de la cadena de caracteres es inválido' };
  return null;
}

/**
 * A local stand-in of SIFEN's web services (Manual Técnico v150, §9 and §12): siRecepDE answers rRetEnviDe/rProtDe
 * (0260 "Autorización del DE satisfactoria", or a rejection with its code), siRecepLoteDE (a zipped rLoteDE, 0300 with
 * the lote's number or 0301) and siConsLoteDE (0360, 0361, 0362 with each document's answer), siConsDE answers
 * 0422 (or 0421, the v150 manual's number, when `settings.codigoEncontrado` says so) with the document as escaped
 * text in xContenDE (its schema types it xs:string), or 0420; siRecepEvento registers a cancellation (0600).
 * Like SIFEN it first checks each message against SET's schemas (0160 not well-formed, 0100 schema failure), then
 * the signature against the issuer's certificate (0141), then the format validations of §12.4 in order: the CDC's
 * check digit (1003), the CDC against the DE's fields (1000), a signature time ahead of SIFEN's clock (1004), a CDC
 * already approved (1001), a document number already approved under another CDC (1002), then the timbrado (1101)
 * and the fields outside the signature: the QR against the DE (2500) and its hash with the CSC (2501). A document
 * sent more than 72 hours after its signature is approved with observation (1005). A test may script the next
 * reception's answer or make it go unanswered.
 */
export async function startSifenStandIn(opts: { certPem: string; timbrados: string[]; port?: number; cscs?: Record<string, string> }) {
  const received: Received[] = [];
  const script: Scripted[] = [];
  /** What the stand-in does with the next lote it gets (siRecepLoteDE) and the next lote consultations. */
  const loteScript: ({ kind: 'sin-respuesta'; procesa: boolean } | { kind: 'no-encolado' })[] = [];
  const consultaLoteScript: { kind: 'sin-respuesta' }[] = [];
  /** Each lote received: its documents (CDCs) in order, their answers, and how many consultations answer 0361. */
  const lotes = new Map<string, { cdcs: string[]; answers: { cdc: string; estado: string; codigo: string; mensaje: string; prot: string | null }[]; pendientes: number }>();
  /** How many consultations each new lote answers "en procesamiento" (0361) before it concludes. */
  const settings = { consultasEnProceso: 0, codigoEncontrado: '0422' as '0421' | '0422' };
  let loteNumero = 47_000;
  const timbrados = new Set(opts.timbrados);
  const cscs = { ...TEST_CSCS, ...opts.cscs };
  const approved = new Map<string, { protocolo: string; rde: string }>();
  /** The approved documents by their number (type, timbrado, establishment, point, number, emission type, series): 1002. */
  const numbers = new Map<string, string>();
  const cancelled = new Set<string>();
  /** Each rejection and what it said, for a test to read. */
  const rejections: { servicio: Received['servicio']; cdc: string; codigo: string; mensaje: string; detalle?: string[] }[] = [];
  const sockets = new Set<Socket>();
  let protocolo = 3_400_000_000;

  const verifies = (xml: string) => {
    const signature = /<Signature [\s\S]*?<\/Signature>/.exec(xml)?.[0];
    if (!signature) return false;
    try {
      const sig = new SignedXml({ publicCert: opts.certPem });
      sig.loadSignature(signature);
      return sig.checkSignature(xml);
    } catch {
      return false;
    }
  };
  /** 0160 / 0100 of a message against SET's schema, or null when it is valid. */
  const schemaFailure = (check: SchemaCheck) =>
    !check.wellFormed ? { codigo: '0160', mensaje: 'XML malformado', detalle: check.errors } : check.errors.length > 0 ? { codigo: '0100', mensaje: 'Fallo de schema XML del área de datos', detalle: check.errors } : null;
  const validate = (xml: string, schema: SifenSchema, element?: string) => schemaFailure(checkSifenXml(xml, schema, element));

  const protDe = (cdc: string, estado: string, codigo: string, mensaje: string, prot: string | null) =>
    soap(`<ns2:rRetEnviDe ${NS}><ns2:rProtDe><ns2:Id>${cdc}</ns2:Id><ns2:dFecProc>${procesado()}</ns2:dFecProc><ns2:dEstRes>${estado}</ns2:dEstRes>${prot ? `<ns2:dProtAut>${prot}</ns2:dProtAut>` : ''}<ns2:gResProc><ns2:dCodRes>${codigo}</ns2:dCodRes><ns2:dMsgRes>${mensaje}</ns2:dMsgRes></ns2:gResProc></ns2:rProtDe></ns2:rRetEnviDe>`);

  function approve(cdc: string, rde: string) {
    const prot = String(++protocolo);
    approved.set(cdc, { protocolo: prot, rde });
    return prot;
  }

  const numberOf = (f: Record<string, string>) => [f.tiDE, f.timbrado, f.est, f.punto, f.numero, f.tipEmi, f.serie].join('/');

  /** SIFEN's validations of one rDE, in the manual's order; a scripted rejection replaces them. */
  function judge(rde: string, cdc: string, next: Scripted | undefined, servicio: Received['servicio']) {
    const no = (codigo: string, mensaje: string, detalle?: string[]) => {
      rejections.push({ servicio, cdc, codigo, mensaje, ...(detalle ? { detalle } : {}) });
      return { cdc, estado: 'Rechazado', codigo, mensaje, prot: null as string | null };
    };
    if (!rde) return no('0160', 'XML malformado');
    const schema = validate(rde, 'siRecepDE_v150.xsd');
    if (schema) return no(schema.codigo, schema.mensaje, schema.detalle);
    if (next?.kind === 'rechazo') return no(next.codigo, next.mensaje);
    if (!verifies(rde)) return no('0141', 'Valor de la firma (SignatureValue) diferente del calculado por el PKI');
    const f = deFields(rde);
    if (mod11(cdc.slice(0, 43)) !== Number(cdc[43]) || f.dvId !== cdc[43]) return no('1003', 'DV del CDC inválido');
    if (cdcOfFields(f) !== cdc.slice(0, 43)) return no('1000', 'CDC no correspondiente con las informaciones del XML');
    if (f.firma! > asuncionTime()) return no('1004', 'La fecha y hora de la firma digital es adelantada');
    if (approved.has(cdc)) return no('1001', 'CDC duplicado');
    const sameNumber = numbers.get(numberOf(f));
    if (sameNumber && sameNumber !== cdc && approved.has(sameNumber)) return no('1002', 'Documento electrónico duplicado');
    if (!timbrados.has(f.timbrado ?? '')) return no('1101', 'Número de timbrado inválido');
    const qr = qrCheck(f, cscs);
    if (qr) return no(qr.codigo, qr.mensaje);
    numbers.set(numberOf(f), cdc);
    const late = Date.now() - instantOf(f.firma!) > TERM_MS;
    return late
      ? { cdc, estado: 'Aprobado con observación', codigo: '1005', mensaje: 'Transmisión extemporánea del DE', prot: approve(cdc, rde) as string | null }
      : { cdc, estado: 'Aprobado', codigo: '0260', mensaje: 'Autorización del DE satisfactoria', prot: approve(cdc, rde) as string | null };
  }

  function recibe(body: string): string | null {
    const rde = /<rDE[\s\S]*<\/rDE>/.exec(body)?.[0] ?? '';
    const cdc = /<DE Id="(\d{44})"/.exec(rde)?.[1] ?? '';
    received.push({ servicio: 'recibe', cdc, body });
    const request = validate(body, 'WS_SiRecepDE_v150.xsd', 'rEnviDe');
    if (request) {
      rejections.push({ servicio: 'recibe', cdc, ...request });
      return protDe(cdc, 'Rechazado', request.codigo, request.mensaje, null);
    }
    const next = script.shift();
    if (next?.kind === 'sin-respuesta') {
      if (next.procesa && verifies(rde)) approve(cdc, rde);
      return null;
    }
    const a = judge(rde, cdc, next, 'recibe');
    return protDe(cdc, a.estado, a.codigo, a.mensaje, a.prot);
  }

  /**
   * siRecepLoteDE: xDE is a zip (base64) whose file holds rLoteDE with 1 to 50 rDE. Answers 0300 with the lote's
   * number (dProtConsLote) and judges each document as siRecepDE would; 0301 when the lote cannot be queued.
   */
  function recibeLote(body: string): string | null {
    received.push({ servicio: 'recibe-lote', cdc: null, body });
    const receipt = (codigo: string, mensaje: string, lote: string | null) =>
      soap(`<ns2:rResEnviLoteDe ${NS}><ns2:dFecProc>${procesado()}</ns2:dFecProc><ns2:dCodRes>${codigo}</ns2:dCodRes><ns2:dMsgRes>${mensaje}</ns2:dMsgRes>${lote ? `<ns2:dProtConsLote>${lote}</ns2:dProtConsLote><ns2:dTpoProces>0</ns2:dTpoProces>` : ''}</ns2:rResEnviLoteDe>`);
    const request = validate(body, 'WS_SiRecepLoteDE_v141.xsd', 'rEnvioLote');
    if (request) {
      rejections.push({ servicio: 'recibe-lote', cdc: '', ...request });
      return receipt(request.codigo, request.mensaje, null);
    }
    let xml = '';
    try {
      const files = Object.values(unzipSync(Buffer.from(text(body, 'xDE') ?? '', 'base64')));
      if (files.length !== 1) return receipt('0301', 'Lote no encolado para procesamiento: el archivo no es un lote', null);
      xml = strFromU8(files[0]!);
    } catch {
      return receipt('0301', 'Lote no encolado para procesamiento: el archivo no es un zip', null);
    }
    const rdes = /^\s*(?:<\?xml[^>]*\?>)?\s*<rLoteDE>([\s\S]*)<\/rLoteDE>\s*$/.exec(xml) ? [...xml.matchAll(/<rDE[\s\S]*?<\/rDE>/g)].map((m) => m[0]) : [];
    if (rdes.length === 0 || rdes.length > 50) return receipt('0301', 'Lote no encolado para procesamiento: de 1 a 50 documentos', null);
    const next = loteScript.shift();
    if (next?.kind === 'no-encolado') return receipt('0301', 'Lote no encolado para procesamiento', null);
    const cdcs = rdes.map((rde) => /<DE Id="(\d{44})"/.exec(rde)?.[1] ?? '');
    const lote = String(++loteNumero);
    if (next?.kind === 'sin-respuesta' && !next.procesa) return null;
    lotes.set(lote, { cdcs, answers: rdes.map((rde, i) => judge(rde, cdcs[i]!, script.shift(), 'recibe-lote')), pendientes: settings.consultasEnProceso });
    return next?.kind === 'sin-respuesta' ? null : receipt('0300', 'Lote recibido con éxito', lote);
  }

  /** siConsLoteDE: 0360 unknown lote, 0361 still processing, 0362 concluded with each document's answer. */
  function consultaLote(body: string): string | null {
    const numero = text(body, 'dProtConsLote') ?? '';
    received.push({ servicio: 'consulta-lote', cdc: null, body });
    if (consultaLoteScript.shift()) return null;
    const answer = (codigo: string, mensaje: string, docs = '') =>
      soap(`<ns2:rResEnviConsLoteDe ${NS}><ns2:dFecProc>${procesado()}</ns2:dFecProc><ns2:dCodResLot>${codigo}</ns2:dCodResLot><ns2:dMsgResLot>${mensaje}</ns2:dMsgResLot>${docs}</ns2:rResEnviConsLoteDe>`);
    const request = validate(body, 'WS_SiConsLote_v141.xsd', 'rEnviConsLoteDe');
    if (request) return answer(request.codigo, request.mensaje);
    const lote = lotes.get(numero);
    if (!lote) return answer('0360', `Número de Lote inexistente`);
    if (lote.pendientes > 0) {
      lote.pendientes -= 1;
      return answer('0361', `Lote ${numero} en procesamiento`);
    }
    const docs = lote.answers
      .map((a) => `<ns2:gResProcLote><ns2:id>${a.cdc}</ns2:id><ns2:dEstRes>${a.estado}</ns2:dEstRes>${a.prot ? `<ns2:dProtAut>${a.prot}</ns2:dProtAut>` : ''}<ns2:gResProc><ns2:dCodRes>${a.codigo}</ns2:dCodRes><ns2:dMsgRes>${a.mensaje}</ns2:dMsgRes></ns2:gResProc></ns2:gResProcLote>`)
      .join('');
    return answer('0362', `Procesamiento de lote ${numero} concluido`, docs);
  }

  /**
   * siConsDE: 0420, or "CDC encontrado" with xContenDE, which WS_SiConsDE_v141.xsd types as a string: the document,
   * its authorisation number and its events travel as escaped text, not as elements of the answer.
   */
  function consulta(body: string): string {
    const cdc = text(body, 'dCDC') ?? '';
    received.push({ servicio: 'consulta', cdc, body });
    const answer = (codigo: string, mensaje: string, contenido?: string) =>
      soap(`<ns2:rEnviConsDeResponse ${NS}><ns2:dFecProc>${procesado()}</ns2:dFecProc><ns2:dCodRes>${codigo}</ns2:dCodRes><ns2:dMsgRes>${mensaje}</ns2:dMsgRes>${contenido === undefined ? '' : `<ns2:xContenDE>${escapeXml(contenido)}</ns2:xContenDE>`}</ns2:rEnviConsDeResponse>`);
    const request = validate(body, 'WS_SiConsDE_v141.xsd', 'rEnviConsDeRequest');
    if (request) return answer(request.codigo, request.mensaje);
    const found = approved.get(cdc);
    if (!found) return answer('0420', 'CDC inexistente');
    const events = cancelled.has(cdc) ? `<rGeVeCan><Id>${cdc}</Id></rGeVeCan>` : '';
    const rde = found.rde.replace(/^\s*<\?xml[^>]*\?>\s*/, '');
    return answer(settings.codigoEncontrado, 'CDC encontrado', `<rContDe>${rde}<dProtAut>${found.protocolo}</dProtAut><xContEv>${events}</xContEv></rContDe>`);
  }

  function evento(body: string): string {
    const cdc = text(text(body, 'rGeVeCan') ?? '', 'Id');
    received.push({ servicio: 'evento', cdc, body });
    const answer = (estado: string, codigo: string, mensaje: string, prot: string | null) =>
      soap(`<ns2:rRetEnviEventoDe ${NS}><ns2:dFecProc>${procesado()}</ns2:dFecProc><ns2:gResProcEVe><ns2:dEstRes>${estado}</ns2:dEstRes>${prot ? `<ns2:dProtAut>${prot}</ns2:dProtAut>` : ''}<ns2:id>1</ns2:id><ns2:gResProc><ns2:dCodRes>${codigo}</ns2:dCodRes><ns2:dMsgRes>${mensaje}</ns2:dMsgRes></ns2:gResProc></ns2:gResProcEVe></ns2:rRetEnviEventoDe>`);
    const no = (codigo: string, mensaje: string, detalle?: string[]) => {
      rejections.push({ servicio: 'evento', cdc: cdc ?? '', codigo, mensaje, ...(detalle ? { detalle } : {}) });
      return answer('Rechazado', codigo, mensaje, null);
    };
    const schema = validate(body, 'WS_SiRecepEvento_v150.xsd', 'rEnviEventoDe') ?? validate(body, 'siRecepEvento_v150.xsd', 'gGroupGesEve');
    if (schema) return no(schema.codigo, schema.mensaje, schema.detalle);
    if (!verifies(body)) return no('0141', 'Valor de la firma (SignatureValue) diferente del calculado por el PKI');
    // An event's signature time is judged as a document's (A004): not after SIFEN's clock.
    if ((text(body, 'dFecFirma') ?? '') > asuncionTime()) return no('1004', 'La fecha y hora de la firma digital es adelantada');
    if (!cdc || !approved.has(cdc)) return no('0420', 'CDC inexistente');
    cancelled.add(cdc);
    return answer('Aprobado', '0600', 'Evento registrado correctamente', String(++protocolo));
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '';
      const reply = path.endsWith('/de/ws/sync/recibe.wsdl')
        ? recibe(body)
        : path.endsWith('/de/ws/consultas/consulta.wsdl')
          ? consulta(body)
          : path.endsWith('/de/ws/eventos/evento.wsdl')
            ? evento(body)
            : path.endsWith('/de/ws/async/recibe-lote.wsdl')
              ? recibeLote(body)
              : path.endsWith('/de/ws/consultas/consulta-lote.wsdl')
                ? consultaLote(body)
                : undefined;
      if (reply === null) return; // no answer: the caller's timeout ends it
      if (reply === undefined) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/soap+xml; charset=utf-8' }).end(reply);
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    rejections,
    script,
    loteScript,
    consultaLoteScript,
    lotes,
    settings,
    timbrados,
    approved,
    cancelled,
    /** How many times a CDC reached siRecepDE. */
    receptions: (cdc: string) => received.filter((r) => r.servicio === 'recibe' && r.cdc === cdc).length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
