import type { APIRequestContext } from '@playwright/test';
import type { ExternalInvoiceInput } from '@botica/shared-contracts/invoices/integration';
import { E2E_INTEGRATION_KEY, ports } from '../ports';

/**
 * A one-page PDF with one line of text, written out byte by byte with its cross-reference table: what the chain's
 * point of sale sends as the invoice's KuDE.
 */
export function onePagePdf(text: string): Buffer {
  const escaped = text.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 12 Tf 50 780 Td (${escaped}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** The chain's point of sale hands an invoice it issued to the shop's API (server to server, with its key). */
export function sendBranchInvoice(request: APIRequestContext, invoice: ExternalInvoiceInput) {
  return request.post(`http://127.0.0.1:${ports.api}/api/integraciones/facturas`, {
    headers: { authorization: `Bearer ${E2E_INTEGRATION_KEY}` },
    data: invoice,
  });
}
