import { formatGsText } from '@botica/shared-contracts/format/money';
import { SHOP_TIME_ZONE } from '@botica/shared-contracts/time/clock';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { TEST_ISSUER_NAME, invoiceNumber, type InvoiceLine } from './invoice.document.js';

export interface KudeInput {
  ambiente: 'test' | 'produccion';
  razonSocial: string;
  ruc: string;
  timbrado: string;
  vtoTimbrado: string;
  timbradoInicio: string;
  establecimiento: string;
  punto: string;
  numero: number;
  fecha: Date;
  cdc: string;
  pin: string;
  pedido: number;
  qr: string;
  cliente: { nombre: string; documento: string };
  lines: InvoiceLine[];
  exento: number;
  gravada5: number;
  gravada10: number;
  iva5: number;
  iva10: number;
  total: number;
}

/** Guaraníes as the shop shows them: "Gs." and German-style thousands separators. */
export const gs = formatGsText;

const when = (d: Date) =>
  new Intl.DateTimeFormat('es-PY', { timeZone: SHOP_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' }).format(d);

/** The KuDE (printable representation of the electronic document): a real PDF with the consultation QR. */
export async function renderKude(k: KudeInput): Promise<Buffer> {
  const qrPng = await QRCode.toBuffer(k.qr, { errorCorrectionLevel: 'M', margin: 1, width: 220 });
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `Factura electrónica ${invoiceNumber(k.establecimiento, k.punto, k.numero)}`, Author: 'Botica Guaraní', CreationDate: k.fecha } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 40;
  const width = doc.page.width - 80;
  doc.font('Helvetica-Bold').fontSize(16).text('KuDE de Factura Electrónica', left, 40);
  doc.font('Helvetica').fontSize(10);
  doc.text(k.ambiente === 'test' ? TEST_ISSUER_NAME : k.razonSocial);
  doc.text(`RUC: ${k.ruc}`);
  doc.text(`Timbrado N°: ${k.timbrado}  Inicio de vigencia: ${k.timbradoInicio}  Vencimiento: ${k.vtoTimbrado}`);
  doc.font('Helvetica-Bold').text(`Factura electrónica N°: ${invoiceNumber(k.establecimiento, k.punto, k.numero)}`);
  doc.font('Helvetica').text(`Fecha de emisión: ${when(k.fecha)}`);
  doc.text(`Pedido N°: ${k.pedido}   Pin: ${k.pin}`);
  doc.text('Condición de venta: Contado   Moneda: Guaraní (PYG)');
  doc.moveDown(0.5);
  doc.text(`Nombre o razón social: ${k.cliente.nombre}`);
  doc.text(`RUC / Documento de identidad: ${k.cliente.documento}`);
  doc.moveDown();

  // Lines
  const cols = [left, left + 260, left + 320, left + 400, left + 470];
  const header = (y: number) => {
    doc.font('Helvetica-Bold').fontSize(9);
    ['Descripción', 'Cant.', 'Exentas', '5%', '10%'].forEach((t, i) => doc.text(t, cols[i]!, y, { width: i === 0 ? 250 : 70 }));
    doc.font('Helvetica');
  };
  let y = doc.y;
  header(y);
  y += 16;
  for (const l of k.lines) {
    if (y > doc.page.height - 260) {
      doc.addPage();
      y = 40;
      header(y);
      y += 16;
    }
    doc.fontSize(9).text(l.descripcion, cols[0]!, y, { width: 250 });
    const h = Math.max(doc.heightOfString(l.descripcion, { width: 250 }), 12);
    doc.text(String(l.cantidad), cols[1]!, y, { width: 60 });
    const column = l.iva === 10 ? 4 : l.iva === 5 ? 3 : 2;
    doc.text(gs(l.total), cols[column]!, y, { width: 70 });
    y += h + 4;
  }
  doc.moveTo(left, y).lineTo(left + width, y).stroke();
  y += 8;
  doc.fontSize(10);
  const row = (label: string, value: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, left, y, { width: 300 });
    doc.text(value, left + 320, y, { width: 200 });
    y += 14;
  };
  row('Subtotal exentas', gs(k.exento));
  row('Subtotal gravadas 5%', gs(k.gravada5));
  row('Subtotal gravadas 10%', gs(k.gravada10));
  row('Total de la operación', gs(k.total), true);
  row('Liquidación IVA 5%', gs(k.iva5));
  row('Liquidación IVA 10%', gs(k.iva10));
  row('Total IVA', gs(k.iva5 + k.iva10));
  y += 10;

  if (y > doc.page.height - 200) {
    doc.addPage();
    y = 40;
  }
  doc.image(qrPng, left, y, { width: 110 });
  doc.font('Helvetica').fontSize(9).text('Consulte la validez de esta Factura Electrónica con el número de CDC impreso abajo en:', left + 125, y, { width: width - 125 });
  doc.text(k.ambiente === 'test' ? 'https://ekuatia.set.gov.py/consultas-test/' : 'https://ekuatia.set.gov.py/consultas/', left + 125, doc.y, { width: width - 125 });
  doc.font('Helvetica-Bold').fontSize(10).text(`CDC: ${k.cdc}`, left + 125, doc.y + 6, { width: width - 125 });
  doc.font('Helvetica').fontSize(8).text('ESTE DOCUMENTO ES UNA REPRESENTACIÓN GRÁFICA DE UN DOCUMENTO ELECTRÓNICO (XML)', left + 125, doc.y + 6, { width: width - 125 });
  if (k.ambiente === 'test') doc.font('Helvetica-Bold').text('Documento del ambiente de prueba: sin valor comercial ni fiscal.', left + 125, doc.y + 4, { width: width - 125 });
  doc.end();
  return done;
}
