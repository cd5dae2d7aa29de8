import { describe, expect, it } from 'vitest';
import { formatGs, formatGsText, formatInvoiceAmount, formatThousands, invoiceAmountFromMinor, isLongPrice } from './money';
import { slugify, TRUNCATE, truncate } from './slug';

/** What Intl prints between the symbol and the amount, in Node and in Chromium alike. */
const NBSP = '\u00a0';

describe('formatGs', () => {
  it("prints es-PY guaraníes: 'Gs.', a no-break space, dots between thousands, no decimals", () => {
    expect(formatGs(1234567)).toBe(`Gs.${NBSP}1.234.567`);
    expect(formatGs(6000)).toBe(`Gs.${NBSP}6.000`);
    expect(formatGs(123)).toBe(`Gs.${NBSP}123`);
    expect(formatGs(0)).toBe(`Gs.${NBSP}0`);
  });
  it('is exactly what Intl.NumberFormat es-PY PYG prints, for every size of amount and negatives', () => {
    const intl = new Intl.NumberFormat('es-PY', { style: 'currency', currency: 'PYG' });
    const amounts = [1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10000, 99999, 100000, 150500, 999999, 1000000, 1234567, 987654321, 123456789012];
    for (const amount of [...amounts, ...amounts.map((a) => -a)]) expect(formatGs(amount)).toBe(intl.format(amount));
  });
  it('never prints a negative zero', () => {
    expect(formatGs(-0.4)).toBe(`Gs.${NBSP}0`);
  });
  it('rounds non-integers and shows 0 for a missing amount', () => {
    expect(formatGs(999.6)).toBe(`Gs.${NBSP}1.000`);
    expect(formatGs(Number.NaN)).toBe(`Gs.${NBSP}0`);
  });
  it('writes the same digits with an ordinary space for text outside a page, and the amount alone', () => {
    expect(formatGsText(1234567)).toBe('Gs. 1.234.567');
    expect(formatGsText(999.5)).toBe('Gs. 1.000');
    expect(formatGsText(-1500)).toBe('Gs. -1.500');
    expect(formatThousands(10_000_000)).toBe('10.000.000');
    expect(formatThousands(999)).toBe('999');
    for (const amount of [0, 6000, 150500, 987654321]) expect(formatGs(amount).replace(NBSP, ' ')).toBe(formatGsText(amount));
  });
  it('flags long prices (7+ characters)', () => {
    expect(isLongPrice(999999)).toBe(true); // 999.999
    expect(isLongPrice(99999)).toBe(false); // 99.999
    expect(isLongPrice(1000000)).toBe(true); // 1.000.000
  });
});

describe('slugify', () => {
  it('lowercases, strips accents and hyphenates spaces', () => {
    expect(slugify('Protector Solar FPS 50 Piel Sensible')).toBe('protector-solar-fps-50-piel-sensible');
    expect(slugify('Ibuprofeno Niños Jarabe 100 ml')).toBe('ibuprofeno-ninos-jarabe-100-ml');
    expect(slugify('Cuidado  Bucal & Higiene')).toBe('cuidado-bucal-higiene');
  });
  it('truncates with an ellipsis', () => {
    expect(truncate('abcdef', 3)).toBe('abc...');
    expect(truncate('abc', 3)).toBe('abc');
    // the default cut is 10 characters; the others are the spec's (mobile category 25, address label 20, breadcrumb 100)
    expect(truncate('Protector solar')).toBe('Protector ...');
    expect(TRUNCATE).toEqual({ mobileCategory: 25, addressLabel: 20, default: 10, breadcrumbKeyword: 100 });
  });

  it('formats an invoice in its currency: GS in guaraníes, any other in US dollars', () => {
    expect(formatInvoiceAmount(1_234_567, 'GS')).toBe(formatGs(1_234_567));
    expect(formatInvoiceAmount(1234.5, 'USD')).toBe('US$\u00a01.234,50');
    expect(formatInvoiceAmount(0.07, 'US')).toBe('US$\u00a00,07');
    expect(formatInvoiceAmount(-15, 'USD')).toBe('US$\u00a0-15,00');
  });

  it('reads a stored invoice amount in its currency: guaraníes as they are, USD cents as dollars, to the cent', () => {
    expect(invoiceAmountFromMinor(1_234_567, 'GS')).toBe(1_234_567);
    expect(invoiceAmountFromMinor(123_450, 'USD')).toBe(1234.5);
    expect(formatInvoiceAmount(invoiceAmountFromMinor(123_450, 'USD'), 'USD')).toBe('US$\u00a01.234,50');
    expect(formatInvoiceAmount(invoiceAmountFromMinor(1, 'USD'), 'USD')).toBe('US$\u00a00,01');
    expect(formatInvoiceAmount(invoiceAmountFromMinor(2_147_483_647, 'USD'), 'USD')).toBe('US$\u00a021.474.836,47');
  });
});
