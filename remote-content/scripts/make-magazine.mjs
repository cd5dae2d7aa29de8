// Writes the demo magazine of /revista-dia-de-la-madre: a small PDF drawn with plain PDF operators (no fonts
// embedded: the standard Helvetica), our own content, CC0 (see src/features/magazine/assets/LICENSE.md).
// Run: node scripts/make-magazine.mjs
import { writeFileSync } from 'node:fs';

const W = 420;
const H = 595;
const PAGES = [
  { bg: [0.69, 0.14, 0.37], title: 'Revista Dia de la Madre', lines: ['Botica Guarani', 'Edicion especial', 'Mayo'] },
  { bg: [0.97, 0.84, 0.89], title: 'Para la que siempre nos cuida', lines: ['Fragancias, cuidado facial', 'y bienestar para mama.', 'Ofertas en todas las sucursales.'] },
  { bg: [0.84, 0.91, 0.98], title: 'Cuidado de la piel', lines: ['Proteccion solar todo el ano.', 'Hidratacion diaria.', 'Consulta a tu farmaceutico.'] },
  { bg: [0.9, 0.96, 0.92], title: 'Bienestar', lines: ['Vitaminas y suplementos', 'para cada etapa.', 'Pagina 4'] },
  { bg: [1, 0.96, 0.85], title: 'Regala una Gift Card', lines: ['Ella elige lo que quiere', 'en la tienda en linea', 'o en cualquier sucursal.'] },
  { bg: [0.69, 0.14, 0.37], title: 'Feliz Dia, mama', lines: ['Gracias por todo.', 'botica.test', 'Fin'] },
];

const esc = (s) => s.replace(/[\\()]/g, (c) => `\\${c}`);
const dark = (bg) => bg[0] * 0.3 + bg[1] * 0.59 + bg[2] * 0.11 < 0.5;

const objects = [];
const add = (body) => objects.push(body) && objects.length;
const catalog = add('<< /Type /Catalog /Pages 2 0 R >>');
const pagesId = add('PAGES');
const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
const kids = [];
PAGES.forEach((p, i) => {
  const ink = dark(p.bg) ? '1 1 1' : '0.15 0.1 0.12';
  const ops = [
    `${p.bg.join(' ')} rg 0 0 ${W} ${H} re f`,
    `${ink} rg 30 ${H - 140} ${W - 60} 3 re f`,
    `BT /F2 24 Tf ${ink} rg 30 ${H - 120} Td (${esc(p.title)}) Tj ET`,
    ...p.lines.map((l, j) => `BT /F1 16 Tf ${ink} rg 30 ${H - 200 - j * 28} Td (${esc(l)}) Tj ET`),
    `BT /F1 10 Tf ${ink} rg ${W - 60} 24 Td (${i + 1} / ${PAGES.length}) Tj ET`,
  ].join('\n');
  const content = add(`<< /Length ${Buffer.byteLength(ops)} >>\nstream\n${ops}\nendstream`);
  kids.push(add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${W} ${H}] /Resources << /Font << /F1 ${font} 0 R /F2 ${bold} 0 R >> >> /Contents ${content} 0 R >>`));
});
objects[pagesId - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;

let out = '%PDF-1.4\n';
const offsets = [];
objects.forEach((body, i) => {
  offsets.push(Buffer.byteLength(out));
  out += `${i + 1} 0 obj\n${body}\nendobj\n`;
});
const xref = Buffer.byteLength(out);
out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
writeFileSync(new URL('../src/features/magazine/assets/revista-dia-de-la-madre.pdf', import.meta.url), out, 'latin1');
console.log(`${PAGES.length} páginas, ${Buffer.byteLength(out)} bytes`);
