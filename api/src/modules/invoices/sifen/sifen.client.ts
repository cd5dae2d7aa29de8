import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { ZipArchive } from 'archiver';

/** SIFEN's addresses (Manual Técnico v150, web services): test and production. */
export const SIFEN_BASE_URLS = { test: 'https://sifen-test.set.gov.py', prod: 'https://sifen.set.gov.py' } as const;
const PATHS = {
  recibe: '/de/ws/sync/recibe.wsdl',
  consulta: '/de/ws/consultas/consulta.wsdl',
  evento: '/de/ws/eventos/evento.wsdl',
  recibeLote: '/de/ws/async/recibe-lote.wsdl',
  consultaLote: '/de/ws/consultas/consulta-lote.wsdl',
} as const;
/** The most documents one lote may carry (Manual Técnico v150, siRecepLoteDE). */
export const MAX_LOTE = 50;
const SOAP_NS = 'http://www.w3.org/2003/05/soap-envelope';
const SIFEN_NS = 'http://ekuatia.set.gov.py/sifen/xsd';

/** SIFEN's answer to a document or an event: approved (also "Aprobado con observación") or rejected. */
export interface SifenAnswer {
  aprobado: boolean;
  codigo: string;
  mensaje: string;
  protocolo: string | null;
}

/**
 * What siConsDE knows of a CDC: found (with its authorisation and events), or 0420 unknown or rejected. "CDC
 * encontrado" is 0421 in the Manual Técnico v150 and 0422 in SIFEN's later code table and answers (where 0421 is
 * "RUC Certificado sin permiso"): both count as found, 0421 only when the answer carries the document (xContenDE).
 */
export interface SifenLookup {
  encontrado: boolean;
  /** Its events (xContEv) hold a registered cancellation (rGeVeCan). */
  cancelado: boolean;
  codigo: string;
  mensaje: string;
  protocolo: string | null;
}

/** siRecepLoteDE's receipt: 0300 received (with the lote's number to ask for), 0301 not queued. */
export interface SifenLoteReceipt {
  recibido: boolean;
  codigo: string;
  mensaje: string;
  /** dProtConsLote: the number siConsLoteDE takes. */
  lote: string | null;
  /** dTpoProces: the processing time SIFEN expects, in seconds. */
  segundos: number | null;
}

/** One document's answer inside a concluded lote (gResProcLote). */
export interface SifenLoteItem extends SifenAnswer {
  cdc: string;
}

/**
 * siConsLoteDE: 0360 no such lote, 0361 still processing, 0362 concluded (each document's answer), 0364 asked for
 * too late (its documents are to be asked for one by one with siConsDE).
 */
export interface SifenLoteResult {
  codigo: string;
  mensaje: string;
  documentos: SifenLoteItem[];
}

/** No answer in time, or no connection: SIFEN may or may not have received the message. */
export class SifenUnreachable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SifenUnreachable';
  }
}

export interface SifenClientOptions {
  baseUrl: string;
  /** The PKCS#12 certificate also authenticates the connection (SIFEN requires mutual TLS). */
  pfx: Buffer;
  passphrase: string;
  timeoutMs: number;
  /** Extra CA (PEM file) to trust for the service's own certificate, e.g. a stand-in's. */
  caPath?: string;
}

/** XML text to its characters: the five entities and numeric references, `&amp;` last so nothing is read twice. */
const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#x([0-9a-fA-F]+);/g, (_m, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_m, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&amp;/g, '&');

/** The text of the first element of that local name, whatever its namespace prefix (SIFEN answers with `ns2:`). */
export function elementText(xml: string, name: string): string | null {
  const m = new RegExp(`<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w.-]+:)?${name}>`).exec(xml);
  return m ? unescapeXml(m[1]!.trim()) : null;
}

/**
 * siConsDE's xContenDE: its schema (WS_SiConsDE_v141.xsd) types it as a string, so SIFEN sends the document, its
 * authorisation number (dProtAut) and its events as text, escaped (or in a CDATA section). Answers that text read
 * back as XML, or null when the answer has none.
 */
export function consultedContent(xml: string): string | null {
  const m = /<(?:[\w.-]+:)?xContenDE(?:\s[^>]*)?>([\s\S]*?)<\/(?:[\w.-]+:)?xContenDE>/.exec(xml);
  if (!m) return null;
  const raw = m[1]!.trim();
  const cdata = /^<!\[CDATA\[([\s\S]*)\]\]>$/.exec(raw);
  return cdata ? cdata[1]! : unescapeXml(raw);
}

const envelope = (body: string) => `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="${SOAP_NS}"><env:Header/><env:Body>${body}</env:Body></env:Envelope>`;
const withoutDeclaration = (xml: string) => xml.replace(/^\s*<\?xml[^>]*\?>\s*/, '');

/**
 * A small SOAP 1.2 client of SIFEN's web services (siRecepDE, siConsDE, siRecepEvento): the messages the manual
 * defines, over HTTPS with the issuer's certificate as client certificate. The base address is configurable so a
 * stand-in can answer instead of the SET.
 */
export class SifenClient {
  private readonly agent: https.Agent | null;

  constructor(private readonly opts: SifenClientOptions) {
    this.agent = opts.baseUrl.startsWith('https:')
      ? new https.Agent({ pfx: opts.pfx, passphrase: opts.passphrase, keepAlive: true, ...(opts.caPath ? { ca: readFileSync(opts.caPath) } : {}) })
      : null;
  }

  /** siRecepDE: one signed rDE, answered synchronously (rRetEnviDe/rProtDe). */
  async recibe(id: number, rde: string): Promise<SifenAnswer> {
    const xml = await this.post(PATHS.recibe, envelope(`<rEnviDe xmlns="${SIFEN_NS}"><dId>${id}</dId><xDE>${withoutDeclaration(rde)}</xDE></rEnviDe>`));
    return answerOf(xml);
  }

  /** siConsDE: whether SIFEN holds an approved document with that CDC. */
  async consulta(id: number, cdc: string): Promise<SifenLookup> {
    const xml = await this.post(PATHS.consulta, envelope(`<rEnviConsDeRequest xmlns="${SIFEN_NS}"><dId>${id}</dId><dCDC>${cdc}</dCDC></rEnviConsDeRequest>`));
    const codigo = elementText(xml, 'dCodRes');
    if (!codigo) throw new Error(`Respuesta de SIFEN sin código: ${xml.slice(0, 200)}`);
    const encontrado = cdcFound(codigo, xml);
    // The authorisation number and the events are inside the document's text, not elements of the answer.
    const contenido = consultedContent(xml) ?? '';
    return {
      encontrado,
      cancelado: encontrado && /<(?:[\w.-]+:)?rGeVeCan\b/.test(contenido),
      codigo,
      mensaje: elementText(xml, 'dMsgRes') ?? '',
      protocolo: elementText(contenido, 'dProtAut'),
    };
  }

  /** siRecepLoteDE: up to 50 signed rDE in one rLoteDE, zipped and sent in base64; SIFEN answers the lote's number. */
  async recibeLote(id: number, rdes: string[]): Promise<SifenLoteReceipt> {
    if (rdes.length === 0 || rdes.length > MAX_LOTE) throw new Error(`Un lote lleva de 1 a ${MAX_LOTE} documentos (${rdes.length}).`);
    const zipped = await zipLote(`<rLoteDE>${rdes.map(withoutDeclaration).join('')}</rLoteDE>`);
    const xml = await this.post(PATHS.recibeLote, envelope(`<rEnvioLote xmlns="${SIFEN_NS}"><dId>${id}</dId><xDE>${zipped.toString('base64')}</xDE></rEnvioLote>`));
    const codigo = elementText(xml, 'dCodRes');
    if (!codigo) throw new Error(`Respuesta de SIFEN sin código: ${xml.slice(0, 200)}`);
    const segundos = Number(elementText(xml, 'dTpoProces'));
    return { recibido: codigo === '0300', codigo, mensaje: elementText(xml, 'dMsgRes') ?? '', lote: elementText(xml, 'dProtConsLote'), segundos: Number.isFinite(segundos) && segundos > 0 ? segundos : null };
  }

  /** siConsLoteDE: the lote's state and, once concluded, each document's answer. */
  async consultaLote(id: number, lote: string): Promise<SifenLoteResult> {
    const xml = await this.post(PATHS.consultaLote, envelope(`<rEnviConsLoteDe xmlns="${SIFEN_NS}"><dId>${id}</dId><dProtConsLote>${lote}</dProtConsLote></rEnviConsLoteDe>`));
    const codigo = elementText(xml, 'dCodResLot');
    if (!codigo) throw new Error(`Respuesta de SIFEN sin código de lote: ${xml.slice(0, 200)}`);
    const documentos = [...xml.matchAll(/<(?:[\w.-]+:)?gResProcLote\b[^>]*>([\s\S]*?)<\/(?:[\w.-]+:)?gResProcLote>/g)].map((m) => ({ cdc: elementText(m[1]!, 'id') ?? '', ...answerOf(m[1]!) }));
    return { codigo, mensaje: elementText(xml, 'dMsgResLot') ?? '', documentos };
  }

  /** siRecepEvento: a signed event message (the whole SOAP envelope, as the event is signed inside it). */
  async evento(signedEnvelope: string): Promise<SifenAnswer> {
    return answerOf(await this.post(PATHS.evento, signedEnvelope));
  }

  private post(path: string, body: string): Promise<string> {
    const url = new URL(path, this.opts.baseUrl.replace(/\/+$/, '') + '/');
    const payload = Buffer.from(body, 'utf8');
    const options = { method: 'POST', headers: { 'content-type': 'application/soap+xml; charset=utf-8', 'content-length': payload.length } };
    return new Promise<string>((resolve, reject) => {
      const onResponse = (res: http.IncomingMessage) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', (err) => reject(new SifenUnreachable(err.message)));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          // SIFEN answers SOAP faults and rejections with XML too; anything else (a proxy's page) is no answer.
          if (!text.includes('Envelope')) reject(new SifenUnreachable(`SIFEN respondió ${res.statusCode} sin mensaje SOAP`));
          else resolve(text);
        });
      };
      const req = this.agent ? https.request(url, { ...options, agent: this.agent }, onResponse) : http.request(url, options, onResponse);
      req.setTimeout(this.opts.timeoutMs, () => req.destroy(new SifenUnreachable(`SIFEN no respondió en ${this.opts.timeoutMs} ms`)));
      req.on('error', (err) => reject(err instanceof SifenUnreachable ? err : new SifenUnreachable(err.message)));
      req.end(payload);
    });
  }

  close() {
    this.agent?.destroy();
  }
}

/** A zip archive with the lote's XML as its one file, as siRecepLoteDE takes it. */
function zipLote(xml: string): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const archive = new ZipArchive({ zlib: { level: 9 } });
    const chunks: Buffer[] = [];
    archive.on('data', (c: Buffer) => chunks.push(c));
    archive.on('error', reject);
    archive.on('end', () => resolve(Buffer.concat(chunks)));
    archive.append(Buffer.from(xml, 'utf8'), { name: 'lote.xml' });
    void archive.finalize();
  });
}

/** siConsDE's "CDC encontrado": 0422, or the v150 manual's 0421 with the document in the answer. */
export function cdcFound(codigo: string, xml: string): boolean {
  if (codigo === '0422') return true;
  return codigo === '0421' && /<(?:[\w.-]+:)?xContenDE\b/.test(xml);
}

/** rProtDe (siRecepDE) or gResProcEVe (siRecepEvento): dEstRes, dProtAut and gResProc's code and message. */
function answerOf(xml: string): SifenAnswer {
  const codigo = elementText(xml, 'dCodRes');
  if (!codigo) throw new Error(`Respuesta de SIFEN sin código: ${xml.slice(0, 200)}`);
  const estado = elementText(xml, 'dEstRes') ?? '';
  return { aprobado: /^aprobado/i.test(estado), codigo, mensaje: elementText(xml, 'dMsgRes') ?? '', protocolo: elementText(xml, 'dProtAut') };
}
