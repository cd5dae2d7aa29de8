import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { SignedXml } from 'xml-crypto';
import { mod11 } from '../../src/modules/invoices/invoice.document.js';

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
const now = () => new Date().toISOString().slice(0, 19);

/**
 * A local stand-in of SIFEN's web services (Manual Técnico v150, §9 and §12): siRecepDE answers rRetEnviDe/rProtDe
 * (0260 "Autorización del DE satisfactoria", or a rejection with its code), siRecepLoteDE (a zipped rLoteDE, 0300 with
 * the lote's number or 0301) and siConsLoteDE (0360, 0361, 0362 with each document's answer), siConsDE answers
 * 0422 (or 0421, the v150 manual's number, when `settings.codigoEncontrado` says so)/0420, siRecepEvento
 * registers a cancellation (0600). Like SIFEN it checks the signature against the issuer's certificate (0141), the
 * CDC's check digit (1003), the timbrado (1101) and an already approved CDC (1001); a test may script the next
 * reception's answer or make it go unanswered.
 */
export async function startSifenStandIn(opts: { certPem: string; timbrados: string[]; port?: number }) {
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
  const approved = new Map<string, { protocolo: string; rde: string }>();
  const cancelled = new Set<string>();
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
  const protDe = (cdc: string, estado: string, codigo: string, mensaje: string, prot: string | null) =>
    soap(`<ns2:rRetEnviDe ${NS}><ns2:rProtDe><ns2:Id>${cdc}</ns2:Id><ns2:dFecProc>${now()}</ns2:dFecProc><ns2:dEstRes>${estado}</ns2:dEstRes>${prot ? `<ns2:dProtAut>${prot}</ns2:dProtAut>` : ''}<ns2:gResProc><ns2:dCodRes>${codigo}</ns2:dCodRes><ns2:dMsgRes>${mensaje}</ns2:dMsgRes></ns2:gResProc></ns2:rProtDe></ns2:rRetEnviDe>`);

  function approve(cdc: string, rde: string) {
    const prot = String(++protocolo);
    approved.set(cdc, { protocolo: prot, rde });
    return prot;
  }

  /** SIFEN's validations of one rDE, in order; a scripted rejection replaces them. */
  function judge(rde: string, cdc: string, next: Scripted | undefined) {
    const no = (codigo: string, mensaje: string) => ({ cdc, estado: 'Rechazado', codigo, mensaje, prot: null as string | null });
    if (!rde || !cdc) return no('0160', 'XML malformado');
    if (next?.kind === 'rechazo') return no(next.codigo, next.mensaje);
    if (!verifies(rde)) return no('0141', 'Valor de la firma (SignatureValue) diferente del calculado por el PKI');
    if (mod11(cdc.slice(0, 43)) !== Number(cdc[43])) return no('1003', 'DV del CDC inválido');
    if (!timbrados.has(text(rde, 'dNumTim') ?? '')) return no('1101', 'Número de timbrado inválido');
    if (approved.has(cdc)) return no('1001', 'CDC duplicado');
    return { cdc, estado: 'Aprobado', codigo: '0260', mensaje: 'Autorización del DE satisfactoria', prot: approve(cdc, rde) as string | null };
  }

  function recibe(body: string): string | null {
    const rde = /<rDE[\s\S]*<\/rDE>/.exec(body)?.[0] ?? '';
    const cdc = /<DE Id="(\d{44})"/.exec(rde)?.[1] ?? '';
    received.push({ servicio: 'recibe', cdc, body });
    const next = script.shift();
    if (next?.kind === 'sin-respuesta') {
      if (next.procesa && verifies(rde)) approve(cdc, rde);
      return null;
    }
    const a = judge(rde, cdc, next);
    return protDe(cdc, a.estado, a.codigo, a.mensaje, a.prot);
  }

  /**
   * siRecepLoteDE: xDE is a zip (base64) whose file holds rLoteDE with 1 to 50 rDE. Answers 0300 with the lote's
   * number (dProtConsLote) and judges each document as siRecepDE would; 0301 when the lote cannot be queued.
   */
  function recibeLote(body: string): string | null {
    received.push({ servicio: 'recibe-lote', cdc: null, body });
    const receipt = (codigo: string, mensaje: string, lote: string | null) =>
      soap(`<ns2:rResEnviLoteDe ${NS}><ns2:dFecProc>${now()}</ns2:dFecProc><ns2:dCodRes>${codigo}</ns2:dCodRes><ns2:dMsgRes>${mensaje}</ns2:dMsgRes>${lote ? `<ns2:dProtConsLote>${lote}</ns2:dProtConsLote><ns2:dTpoProces>0</ns2:dTpoProces>` : ''}</ns2:rResEnviLoteDe>`);
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
    lotes.set(lote, { cdcs, answers: rdes.map((rde, i) => judge(rde, cdcs[i]!, script.shift())), pendientes: settings.consultasEnProceso });
    return next?.kind === 'sin-respuesta' ? null : receipt('0300', 'Lote recibido con éxito', lote);
  }

  /** siConsLoteDE: 0360 unknown lote, 0361 still processing, 0362 concluded with each document's answer. */
  function consultaLote(body: string): string | null {
    const numero = text(body, 'dProtConsLote') ?? '';
    received.push({ servicio: 'consulta-lote', cdc: null, body });
    if (consultaLoteScript.shift()) return null;
    const answer = (codigo: string, mensaje: string, docs = '') =>
      soap(`<ns2:rResEnviConsLoteDe ${NS}><ns2:dFecProc>${now()}</ns2:dFecProc><ns2:dCodResLot>${codigo}</ns2:dCodResLot><ns2:dMsgResLot>${mensaje}</ns2:dMsgResLot>${docs}</ns2:rResEnviConsLoteDe>`);
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

  function consulta(body: string): string {
    const cdc = text(body, 'dCDC') ?? '';
    received.push({ servicio: 'consulta', cdc, body });
    const found = approved.get(cdc);
    if (!found) return soap(`<ns2:rEnviConsDeResponse ${NS}><ns2:dFecProc>${now()}</ns2:dFecProc><ns2:dCodRes>0420</ns2:dCodRes><ns2:dMsgRes>CDC inexistente</ns2:dMsgRes></ns2:rEnviConsDeResponse>`);
    const events = cancelled.has(cdc) ? `<rGeVeCan><Id>${cdc}</Id></rGeVeCan>` : '';
    return soap(`<ns2:rEnviConsDeResponse ${NS}><ns2:dFecProc>${now()}</ns2:dFecProc><ns2:dCodRes>${settings.codigoEncontrado}</ns2:dCodRes><ns2:dMsgRes>CDC encontrado</ns2:dMsgRes><ns2:xContenDE>${found.rde}<dProtAut>${found.protocolo}</dProtAut><xContEv>${events}</xContEv></ns2:xContenDE></ns2:rEnviConsDeResponse>`);
  }

  function evento(body: string): string {
    const cdc = text(text(body, 'rGeVeCan') ?? '', 'Id');
    received.push({ servicio: 'evento', cdc, body });
    const answer = (estado: string, codigo: string, mensaje: string, prot: string | null) =>
      soap(`<ns2:rRetEnviEventoDe ${NS}><ns2:dFecProc>${now()}</ns2:dFecProc><ns2:gResProcEVe><ns2:dEstRes>${estado}</ns2:dEstRes>${prot ? `<ns2:dProtAut>${prot}</ns2:dProtAut>` : ''}<ns2:id>1</ns2:id><ns2:gResProc><ns2:dCodRes>${codigo}</ns2:dCodRes><ns2:dMsgRes>${mensaje}</ns2:dMsgRes></ns2:gResProc></ns2:gResProcEVe></ns2:rRetEnviEventoDe>`);
    if (!verifies(body)) return answer('Rechazado', '0141', 'Valor de la firma (SignatureValue) diferente del calculado por el PKI', null);
    if (!cdc || !approved.has(cdc)) return answer('Rechazado', '0420', 'CDC inexistente', null);
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
