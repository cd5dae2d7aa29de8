import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { XmlBufferInputProvider, XmlDocument, XmlElement, XmlParseError, XmlValidateError, XsdValidator, xmlRegisterInputProvider } from 'libxml2-wasm';

/** SET's schemas as published (`test/fixtures/sifen-xsd/`, see its README), by file name. */
export const XSD_DIR = fileURLToPath(new URL('../fixtures/sifen-xsd/', import.meta.url));
/** Where SET publishes them: the absolute address their `schemaLocation`s use. */
export const XSD_BASE = 'https://ekuatia.set.gov.py/sifen/xsd/';
export const SIFEN_NS = 'http://ekuatia.set.gov.py/sifen/xsd';

/** The roots the shop's messages are validated against. */
export type SifenSchema =
  | 'siRecepDE_v150.xsd'
  | 'siRecepEvento_v150.xsd'
  | 'WS_SiRecepDE_v150.xsd'
  | 'WS_SiConsDE_v141.xsd'
  | 'WS_SiRecepEvento_v150.xsd'
  | 'WS_SiRecepLoteDE_v141.xsd'
  | 'WS_SiConsLote_v141.xsd';

let provided = false;
const validators = new Map<SifenSchema, XsdValidator>();

/**
 * The validator of a root schema. Every file of the set is served from memory under its published address, so the
 * absolute and the relative `schemaLocation`s resolve without the network, and the files stay as published.
 */
function validator(schema: SifenSchema): XsdValidator {
  let v = validators.get(schema);
  if (v) return v;
  const files: Record<string, Uint8Array> = {};
  for (const name of readdirSync(XSD_DIR).filter((f) => f.endsWith('.xsd'))) files[XSD_BASE + name] = readFileSync(XSD_DIR + name);
  if (!provided) provided = xmlRegisterInputProvider(new XmlBufferInputProvider(files));
  const doc = XmlDocument.fromBuffer(files[XSD_BASE + schema]!, { url: XSD_BASE + schema });
  try {
    v = XsdValidator.fromDoc(doc);
  } finally {
    doc.dispose();
  }
  validators.set(schema, v);
  return v;
}

/** The outcome of a validation: not well-formed (SIFEN's 0160), schema errors (0100), or valid. */
export interface SchemaCheck {
  wellFormed: boolean;
  /** libxml2's messages, one per error; empty when the element is valid. */
  errors: string[];
}

/**
 * Validates `xml` against SET's `schema`: the document's root, or its first element named `element` (in SIFEN's
 * namespace) when the message sits inside another (a SOAP envelope, an event's dEvReg).
 */
export function checkSifenXml(xml: string, schema: SifenSchema, element?: string): SchemaCheck {
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromString(xml);
  } catch (err) {
    if (err instanceof XmlParseError) return { wellFormed: false, errors: [err.message.trim()] };
    throw err;
  }
  try {
    const target = element ? doc.get(`//s:${element}`, { s: SIFEN_NS }) : doc.root;
    if (!(target instanceof XmlElement)) return { wellFormed: true, errors: [`No hay un elemento ${element ?? 'raíz'}`] };
    try {
      validator(schema).validate(target);
      return { wellFormed: true, errors: [] };
    } catch (err) {
      if (err instanceof XmlValidateError) return { wellFormed: true, errors: err.details.map((d) => d.message.trim()) };
      throw err;
    }
  } finally {
    doc.dispose();
  }
}

/** The text of each node an XPath finds (SIFEN's namespace as `s:`), read with libxml2. */
export function xmlValues(xml: string, xpaths: Record<string, string>): Record<string, string[]> {
  const doc = XmlDocument.fromString(xml);
  try {
    return Object.fromEntries(Object.entries(xpaths).map(([k, xp]) => [k, doc.find(xp, { s: SIFEN_NS, ds: 'http://www.w3.org/2000/09/xmldsig#' }).map((n) => n.content)]));
  } finally {
    doc.dispose();
  }
}
