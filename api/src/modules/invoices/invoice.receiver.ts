import { mod11 } from './invoice.check-digit.js';

/**
 * Who an invoice is made out to, as SIFEN's receiver group (gDatRec) names them: a taxpayer by their RUC (iNatRec 1),
 * or anyone else by an identity document (iNatRec 2, iTipIDRec). The one rule of the shop for both the DE and the
 * QR (the QR is read from the DE): Manual Técnico v150, D201–D210.
 */
export type Receiver =
  | { contribuyente: true; /** `base-dv`, as SIFEN's tRuc and tDVer take it */ ruc: string; /** iTiContRec: 1 persona física, 2 persona jurídica */ tipoContribuyente: 1 | 2 }
  | { contribuyente: false; /** iTipIDRec */ documentoTipo: DocumentKind; /** dNumIDRec */ documentoNumero: string };

/** iTipIDRec (Manual Técnico v150, D208): the identity documents the shop's customers register with. */
export const DOCUMENT_KINDS = { cedulaParaguaya: 1, pasaporte: 2, cedulaExtranjera: 3, innominado: 5 } as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[keyof typeof DOCUMENT_KINDS];

/** What the customer registered: their kind of account, the document and its type, and a RUC if they added one. */
export interface ReceiverCustomer {
  tipo: 'persona' | 'empresa';
  document_type: 'ci' | 'ruc' | 'doc_extranjero';
  documento: string;
  ruc: string | null;
}

/** SIFEN's tRuc: 3 to 8 characters, no leading zero, the last one may be a letter A–D. */
const RUC_BASE = /^[1-9][0-9]*[0-9A-D]?$/;
/** SIFEN's tdNumDocId: letters, digits and hyphens, 1 to 20. */
const DOCUMENT_NUMBER = /^[0-9A-Za-z-]{1,20}$/;

/**
 * A RUC SIFEN takes as a taxpayer's: `base-dv` with a base of SIFEN's form and the base's modulo-11 check digit
 * (a wrong one is rejected, 1309). Answers it written the way SIFEN takes it, or null.
 */
export function sifenRuc(value: string | null | undefined): string | null {
  const m = /^\s*([0-9A-Da-d]+)\s*-\s*(\d)\s*$/.exec(value ?? '');
  if (!m) return null;
  const base = m[1]!.toUpperCase();
  if (base.length < 3 || base.length > 8 || !RUC_BASE.test(base)) return null;
  return mod11(base) === Number(m[2]) ? `${base}-${m[2]}` : null;
}

/**
 * The document number as the customer typed it, letters and hyphens kept; only the characters SIFEN's field cannot
 * hold (spaces, dots, commas…) are left out. Null when nothing of it fits (empty, or longer than SIFEN's 20).
 */
export function documentNumber(value: string): string | null {
  const kept = value.replace(/[^0-9A-Za-z-]/g, '');
  return DOCUMENT_NUMBER.test(kept) ? kept : null;
}

/**
 * The receiver of a customer's invoice. A valid RUC (the document of a RUC account, or the RUC a person added to
 * theirs) makes a taxpayer; otherwise the identity document: a cédula is a Paraguayan identity card (1); a foreign
 * document is a passport (2) when it carries letters, as passport numbers do, and a foreign identity card (3) when
 * it is only digits and hyphens, as the neighbouring countries' cards are. A RUC account whose RUC SIFEN would not
 * take is identified by its number without the check digit, a natural person's cédula. Nothing usable: innominado.
 */
export function receiverOf(c: ReceiverCustomer): Receiver {
  const ruc = sifenRuc(c.document_type === 'ruc' ? c.documento : c.ruc);
  if (ruc) return { contribuyente: true, ruc, tipoContribuyente: c.tipo === 'empresa' ? 2 : 1 };
  const typed = c.document_type === 'ruc' ? c.documento.replace(/-\s*\d\s*$/, '') : c.documento;
  const numero = documentNumber(typed);
  if (!numero) return { contribuyente: false, documentoTipo: DOCUMENT_KINDS.innominado, documentoNumero: '0' };
  if (c.document_type !== 'doc_extranjero') return { contribuyente: false, documentoTipo: DOCUMENT_KINDS.cedulaParaguaya, documentoNumero: numero };
  return { contribuyente: false, documentoTipo: /[A-Za-z]/.test(numero) ? DOCUMENT_KINDS.pasaporte : DOCUMENT_KINDS.cedulaExtranjera, documentoNumero: numero };
}

/** The receiver's document as the KuDE and the invoice list show it: the RUC, or the identity document's number. */
export const receiverDocument = (r: Receiver) => (r.contribuyente ? r.ruc : r.documentoNumero);
