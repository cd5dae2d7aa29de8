import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import { unzipSync } from 'fflate';
import { PDFParse } from 'pdf-parse';
import { headers } from '../access/access-data';

/** SIFEN's modulo-11 check digit (weights 2..11 from the right), written here independently of the API's. */
export function mod11(digits: string): number {
  let total = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    total += Number(digits[i]) * weight;
    weight = weight === 11 ? 2 : weight + 1;
  }
  const rest = total % 11;
  return rest > 1 ? 11 - rest : 0;
}

export const validCdc = (cdc: string) => /^\d{44}$/.test(cdc) && mod11(cdc.slice(0, 43)) === Number(cdc[43]);

export const bytesOf = async (d: Download) => readFile((await d.path())!);

/** The text of a PDF (pdf-parse), after checking it is one. */
export async function pdfText(bytes: Buffer): Promise<string> {
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return (await new PDFParse({ data: new Uint8Array(bytes) }).getText()).text;
}

/** Parses the rDE XML and checks its CDC: 44 digits, valid check digit, equal to dDVId's digit. Answers the CDC. */
export function checkXml(xml: string, total: number): string {
  const doc = new XMLParser({ ignoreAttributes: false }).parse(xml);
  const de = doc.rDE.DE;
  const cdc = String(de['@_Id']);
  expect(validCdc(cdc)).toBe(true);
  expect(String(de.dDVId)).toBe(cdc.at(-1));
  expect(Number(de.gTotSub.dTotGralOpe)).toBe(total);
  expect(String(doc.rDE.gCamFuFD.dCarQR)).toContain(`Id=${cdc}`);
  return cdc;
}

export const zipEntries = (bytes: Buffer) => unzipSync(new Uint8Array(bytes));

/** "Gs. 12.345" as the shop writes amounts. */
export const gs = (n: number) => `Gs. ${n.toLocaleString('de-DE')}`;

/** The operator hands a cash order over (sandbox operator path): it is delivered and invoiced. */
export async function deliverCashOrder(request: APIRequestContext, codigo: number | string) {
  const res = await request.post(`/api/sandbox/pedidos/${codigo}/entregado`, { headers });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { result: { codigo: number; cdc: string; total: number } }).result;
}

/** The month's invoices of the logged-in customer of `request`. */
export async function myInvoices(request: APIRequestContext, activeCliente?: number) {
  const now = new Date();
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const last = new Date(y, now.getMonth() + 1, 0).getDate();
  const q = new URLSearchParams({ desde: `${y}-${m}-01`, hasta: `${y}-${m}-${last}` });
  if (activeCliente) q.set('activeCliente', String(activeCliente));
  return request.get(`/api/ventas?${q}`, { headers });
}

/** The customer's own code and document. */
export async function me(request: APIRequestContext) {
  const res = await request.get('/api/clientes', { headers });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { result: { codigo: number; ci: string | null; documento?: string | null; primerNombre: string } }).result;
}

/** Opens /mis-facturas and waits for the table row of an order. */
export async function openInvoices(page: Page, order: number | string) {
  await page.goto('/mis-facturas');
  await expect(page.getByTestId('my-invoices-page')).toBeVisible();
  const row = page.getByTestId(`invoice-${order}`);
  await expect(row).toBeVisible();
  return row;
}
