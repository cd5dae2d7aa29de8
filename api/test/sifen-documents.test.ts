import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildXml, deQrValues, sifenDate, vatSplit, type DocumentInput, type InvoiceLine } from '../src/modules/invoices/invoice.document.js';
import { type ReceiverCustomer, receiverOf } from '../src/modules/invoices/invoice.receiver.js';
import { SifenClient, consultedContent } from '../src/modules/invoices/sifen/sifen.client.js';
import { cancellationEvent } from '../src/modules/invoices/sifen/sifen.service.js';
import { signDocument, signEvent } from '../src/modules/invoices/sifen/sifen.signing.js';
import { makeCertificate, startSifenStandIn } from './support/sifen-stand-in.js';
import { XSD_DIR, checkSifenXml, xmlValues } from './support/sifen-xsd.js';

/**
 * The documents the shop makes, against SET's own artifacts: its published schemas (test/fixtures/sifen-xsd) and the
 * Manual Técnico v150's validations as the SIFEN stand-in applies them. No database: the builders and the client.
 */
const cert = makeCertificate('clave-documentos');
const TIMBRADO = '17654321';
const issuer = { ruc: '80069563-1', razonSocial: 'Botica Guaraní S.A.', timbrado: TIMBRADO, timbradoInicio: '2026-01-01', establecimiento: '001', punto: '002', csc: 'ABCD0000000000000000000000000000', cscId: '0001', produccion: false };
/** One line whose total SEDECO's rounding would take down to 47.500 (a multiple of 50). */
const lines: InvoiceLine[] = [{ codigo: '7', descripcion: 'Ibuprofeno 400 mg', cantidad: 1, total: 47_501, iva: 10 }];
const persona: ReceiverCustomer = { tipo: 'persona', document_type: 'ci', documento: '1234567', ruc: null };
let numero = 100;

function input(over: Partial<DocumentInput> = {}, customer: ReceiverCustomer = persona): DocumentInput {
  return {
    issuer,
    numero: ++numero,
    fecha: new Date(),
    codigoSeguridad: String(100_000_000 + numero),
    cliente: { codigo: 9, nombre: 'Juana Benítez', receptor: receiverOf(customer), email: 'juana@correo.test' },
    lines,
    split: vatSplit(lines),
    tipoPago: 3,
    ...over,
  };
}
const sign = (xml: string) => signDocument(xml, cert);
const values = (xml: string) => {
  const v = xmlValues(xml, {
    total: '//s:gTotSub/s:dTotGralOpe',
    redondeo: '//s:gTotSub/s:dRedon',
    iva: '//s:gTotSub/s:dTotIVA',
    firma: '//s:DE/s:dFecFirma',
    natRec: '//s:gDatRec/s:iNatRec',
    rucRec: '//s:gDatRec/s:dRucRec',
    dvRec: '//s:gDatRec/s:dDVRec',
    tiContRec: '//s:gDatRec/s:iTiContRec',
    tipIdRec: '//s:gDatRec/s:iTipIDRec',
    desTipIdRec: '//s:gDatRec/s:dDTipIDRec',
    numIdRec: '//s:gDatRec/s:dNumIDRec',
  });
  return Object.fromEntries(Object.entries(v).map(([k, list]) => [k, list[0] ?? null]));
};
const qrOf = (qr: string) => new URL(qr).searchParams;

describe("SET's schemas, kept as published", () => {
  it('every file of test/fixtures/sifen-xsd has the SHA-256 SHA256SUMS lists, and the list names every file', () => {
    const listed = readFileSync(`${XSD_DIR}SHA256SUMS`, 'utf8').trim().split('\n').map((l) => l.split(/\s+/) as [string, string]);
    for (const [hash, name] of listed) expect(createHash('sha256').update(readFileSync(XSD_DIR + name)).digest('hex'), name).toBe(hash);
    expect(listed.map(([, name]) => name).sort()).toEqual(readdirSync(XSD_DIR).filter((f) => f.endsWith('.xsd')).sort());
    expect(listed).toHaveLength(48);
  });

  it('a document that breaks them is caught (the validator is not a formality)', () => {
    expect(checkSifenXml('<rDE xmlns="http://ekuatia.set.gov.py/sifen/xsd"><dVerFor>150</dVerFor></rDE>', 'siRecepDE_v150.xsd').errors).not.toEqual([]);
    expect(checkSifenXml('<rDE xmlns="http://ekuatia.set.gov.py/sifen/xsd"><dVerFor>', 'siRecepDE_v150.xsd').wellFormed).toBe(false);
  });
});

describe('the DE against siRecepDE_v150.xsd', () => {
  it('a signed DE is valid as published', async () => {
    const built = await buildXml(input(), sign);
    expect(checkSifenXml(built.xml, 'siRecepDE_v150.xsd')).toEqual({ wellFormed: true, errors: [] });
  });

  it('an unsigned DE (test environment, never sent) is valid but for the signature SIFEN requires', async () => {
    const built = await buildXml(input());
    const { errors } = checkSifenXml(built.xml, 'siRecepDE_v150.xsd');
    expect(errors).toEqual([
      "Element '{http://ekuatia.set.gov.py/sifen/xsd}gCamFuFD': This element is not expected. Expected is ( {http://www.w3.org/2000/09/xmldsig#}Signature ).",
    ]);
  });

  it.each([
    ['a RUC account', { tipo: 'empresa', document_type: 'ruc', documento: '80069563-1', ruc: null }],
    ['a passport', { tipo: 'persona', document_type: 'doc_extranjero', documento: 'AB123456', ruc: null }],
    ['a foreign identity card', { tipo: 'persona', document_type: 'doc_extranjero', documento: '20.123.456', ruc: null }],
    ['a cédula with a RUC', { tipo: 'persona', document_type: 'ci', documento: '1234567', ruc: '1234567-9' }],
  ] as const)('the signed DE of %s is valid', async (_label, customer) => {
    const built = await buildXml(input({}, customer), sign);
    expect(checkSifenXml(built.xml, 'siRecepDE_v150.xsd')).toEqual({ wellFormed: true, errors: [] });
  });
});

describe('the QR is read from the DE, and the total is what the shopper paid', () => {
  it('a total of 47.501 stays 47.501 in the DE (no SEDECO rounding) and in its QR, which repeats the signed DE', async () => {
    const built = await buildXml(input(), sign);
    const de = values(built.xml);
    expect(de.total).toBe('47501');
    expect(de.redondeo === null || Number(de.redondeo) === 0).toBe(true);
    const qr = qrOf(built.qr);
    expect(qr.get('dTotGralOpe')).toBe(de.total);
    expect(qr.get('dTotIVA')).toBe(de.iva);
    expect(qr.get('dNumIDRec')).toBe(de.numIdRec);
    expect(qr.get('cItems')).toBe('1');
    expect(qr.get('DigestValue')).toBe(Buffer.from(deQrValues(built.xml).digest!, 'utf8').toString('hex'));
  });
});

describe('the receiver: one rule for the DE and the QR, the document as typed, its SIFEN type', () => {
  const cases: [string, ReceiverCustomer, Record<string, string | null>, string][] = [
    ['a passport keeps its letters and is a passport (2)', { tipo: 'persona', document_type: 'doc_extranjero', documento: 'AB123456', ruc: null }, { natRec: '2', tipIdRec: '2', desTipIdRec: 'Pasaporte', numIdRec: 'AB123456', rucRec: null }, 'dNumIDRec=AB123456'],
    ['a numeric foreign document is a foreign identity card (3)', { tipo: 'persona', document_type: 'doc_extranjero', documento: '20123456', ruc: null }, { natRec: '2', tipIdRec: '3', desTipIdRec: 'Cédula extranjera', numIdRec: '20123456' }, 'dNumIDRec=20123456'],
    ['a cédula is a Paraguayan identity card (1)', persona, { natRec: '2', tipIdRec: '1', desTipIdRec: 'Cédula paraguaya', numIdRec: '1234567' }, 'dNumIDRec=1234567'],
    ['a valid RUC added to a cédula makes a taxpayer (persona física)', { tipo: 'persona', document_type: 'ci', documento: '1234567', ruc: '1234567-9' }, { natRec: '1', rucRec: '1234567', dvRec: '9', tiContRec: '1', tipIdRec: null, numIdRec: null }, 'dRucRec=1234567'],
    ['a company’s RUC makes a taxpayer (persona jurídica)', { tipo: 'empresa', document_type: 'ruc', documento: '80069563-1', ruc: null }, { natRec: '1', rucRec: '80069563', dvRec: '1', tiContRec: '2' }, 'dRucRec=80069563'],
    ['a RUC SIFEN cannot take (9 digits) is not a taxpayer in the DE nor in the QR', { tipo: 'persona', document_type: 'ci', documento: '1234567', ruc: '123456789-0' }, { natRec: '2', rucRec: null, tipIdRec: '1', numIdRec: '1234567' }, 'dNumIDRec=1234567'],
    ['a RUC with a wrong check digit is not a taxpayer', { tipo: 'persona', document_type: 'ruc', documento: '12345678-0', ruc: null }, { natRec: '2', rucRec: null, tipIdRec: '1', numIdRec: '12345678' }, 'dNumIDRec=12345678'],
  ];
  it.each(cases)('%s', async (_label, customer, expected, qrReceiver) => {
    const built = await buildXml(input({}, customer), sign);
    expect(values(built.xml)).toMatchObject(expected);
    expect(built.qr).toContain(`&${qrReceiver}&`);
    expect(checkSifenXml(built.xml, 'siRecepDE_v150.xsd').errors).toEqual([]);
  });
});

describe('the cancellation event against siRecepEvento_v150.xsd and WS_SiRecepEvento_v150.xsd', () => {
  it('the signed event and its SOAP body are valid as published', async () => {
    const envelope = await signEvent(await cancellationEvent(5, issuer.ruc, '01800695631001002000010122026112910000001236', new Date()), cert);
    expect(checkSifenXml(envelope, 'siRecepEvento_v150.xsd', 'gGroupGesEve')).toEqual({ wellFormed: true, errors: [] });
    expect(checkSifenXml(envelope, 'WS_SiRecepEvento_v150.xsd', 'rEnviEventoDe')).toEqual({ wellFormed: true, errors: [] });
  });
});

describe('siConsDE’s xContenDE is text', () => {
  it('is read back as XML whether escaped or in a CDATA section', () => {
    const doc = '<rContDe><rDE/><dProtAut>3400000042</dProtAut></rContDe>';
    expect(consultedContent(`<ns2:xContenDE>${doc.replace(/</g, '&lt;').replace(/>/g, '&gt;')}</ns2:xContenDE>`)).toBe(doc);
    expect(consultedContent(`<ns2:xContenDE><![CDATA[${doc}]]></ns2:xContenDE>`)).toBe(doc);
    expect(consultedContent('<ns2:dCodRes>0420</ns2:dCodRes>')).toBeNull();
  });
});

describe('the SIFEN stand-in applies the manual’s validations (§12.2, §12.4, J002)', () => {
  let standIn: Awaited<ReturnType<typeof startSifenStandIn>>;
  let client: SifenClient;
  beforeAll(async () => {
    standIn = await startSifenStandIn({ certPem: cert.certPem, timbrados: [TIMBRADO] });
    client = new SifenClient({ baseUrl: standIn.url, pfx: Buffer.alloc(0), passphrase: '', timeoutMs: 5000 });
  });
  afterAll(async () => {
    client?.close();
    await standIn?.close();
  });

  it('approves a valid document (0260) and answers siConsDE with the document as escaped text, its schema’s string', async () => {
    const built = await buildXml(input(), sign);
    expect(await client.recibe(1, built.xml)).toMatchObject({ aprobado: true, codigo: '0260' });
    const found = await client.consulta(2, built.cdc);
    expect(found).toMatchObject({ encontrado: true, codigo: '0422', protocolo: standIn.approved.get(built.cdc)!.protocolo });
    const res = await fetch(`${standIn.url}/de/ws/consultas/consulta.wsdl`, { method: 'POST', body: `<rEnviConsDeRequest xmlns="http://ekuatia.set.gov.py/sifen/xsd"><dId>3</dId><dCDC>${built.cdc}</dCDC></rEnviConsDeRequest>` });
    const answer = await res.text();
    expect(answer).not.toMatch(/<(?:\w+:)?dProtAut>/);
    expect(answer).toContain('&lt;dProtAut&gt;');
    expect(checkSifenXml(answer, 'WS_SiConsDE_v141.xsd', 'rEnviConsDeResponse')).toEqual({ wellFormed: true, errors: [] });
  });

  it('1004: a signature time ahead of SIFEN’s clock (Asunción) is rejected', async () => {
    const ahead = new Date(Date.now() + 3 * 3_600_000);
    const built = await buildXml(input({ firma: ahead }), sign);
    expect(values(built.xml).firma).toBe(sifenDate(ahead));
    expect(await client.recibe(4, built.xml)).toMatchObject({ aprobado: false, codigo: '1004', mensaje: 'La fecha y hora de la firma digital es adelantada' });
  });

  it('2500: a QR that disagrees with its DE is rejected, and 2501 a QR hashed without the CSC', async () => {
    const built = await buildXml(input(), sign);
    const altered = built.xml.replace('dTotGralOpe=47501', 'dTotGralOpe=47500');
    expect(altered).not.toBe(built.xml);
    expect(await client.recibe(5, altered)).toMatchObject({ aprobado: false, codigo: '2500' });
    const otherCsc = built.xml.replace(/cHashQR=[0-9a-f]+/, `cHashQR=${'0'.repeat(64)}`);
    expect(await client.recibe(6, otherCsc)).toMatchObject({ aprobado: false, codigo: '2501' });
  });

  it('1000: a CDC that does not match the DE’s fields, and 1003: a wrong check digit', async () => {
    const changedCode = await buildXml(input(), (xml) => sign(xml.replace(/<dCodSeg>\d+<\/dCodSeg>/, '<dCodSeg>999999999</dCodSeg>')));
    expect(await client.recibe(7, changedCode.xml)).toMatchObject({ aprobado: false, codigo: '1000' });
    const changedDigit = await buildXml(input(), (xml) => sign(xml.replace(/<dDVId>(\d)<\/dDVId>/, (_m, d: string) => `<dDVId>${(Number(d) + 1) % 10}</dDVId>`)));
    expect(await client.recibe(8, changedDigit.xml)).toMatchObject({ aprobado: false, codigo: '1003' });
  });

  it('1001 and 1002: the same CDC, or the same number under another CDC, again', async () => {
    const first = input();
    const built = await buildXml(first, sign);
    expect(await client.recibe(9, built.xml)).toMatchObject({ aprobado: true });
    expect(await client.recibe(10, built.xml)).toMatchObject({ aprobado: false, codigo: '1001' });
    const sameNumber = await buildXml({ ...first, codigoSeguridad: '123123123' }, sign);
    expect(sameNumber.cdc).not.toBe(built.cdc);
    expect(await client.recibe(11, sameNumber.xml)).toMatchObject({ aprobado: false, codigo: '1002' });
  });

  it('1005: sent more than 72 hours after its signature, approved with observation', async () => {
    const built = await buildXml(input({ firma: new Date(Date.now() - 73 * 3_600_000) }), sign);
    expect(await client.recibe(12, built.xml)).toMatchObject({ aprobado: true, codigo: '1005', mensaje: 'Transmisión extemporánea del DE' });
  });

  it('0100 a document outside the schema, 0160 a message that is not XML', async () => {
    const invalid = await buildXml(input(), (xml) => sign(xml.replace(/<dNomRec>[^<]*<\/dNomRec>/, '<dNomRec>Ana</dNomRec>')));
    expect(await client.recibe(13, invalid.xml)).toMatchObject({ aprobado: false, codigo: '0100', mensaje: 'Fallo de schema XML del área de datos' });
    expect(standIn.rejections.at(-1)!.detalle!.join(' ')).toMatch(/dNomRec/);
    expect(await client.recibe(14, '<rDE xmlns="http://ekuatia.set.gov.py/sifen/xsd"><DE>')).toMatchObject({ aprobado: false, codigo: '0160' });
  });
});
