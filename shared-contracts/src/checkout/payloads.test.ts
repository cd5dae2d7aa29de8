import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CalculationRequestSchema, OrderPayloadSchema } from './payloads';

describe('order payload', () => {
  it('reads the form-encoded fields, nested ones as JSON text', () => {
    const form = Object.fromEntries(
      new URLSearchParams({
        formaPagoCodigo: '1',
        sucursalCodigo: '1001',
        direccionCodigo: '',
        detalles: JSON.stringify([{ productoCodigo: 100001, cantidad: 2, esRegalo: true }]),
        entrega: JSON.stringify({ tipo: 2, horario: { codigo: '2026-11-25-T', horario: '12:00 a 17:00' } }),
        bolsa: '1',
        oncologico: 'false',
        tipoEntrega: 'programada',
      }),
    );
    const parsed = v.parse(OrderPayloadSchema, form);
    expect(parsed.formaPagoCodigo).toBe(1);
    expect(parsed.sucursalCodigo).toBe(1001);
    expect(parsed.direccionCodigo).toBe('');
    expect(parsed.detalles).toEqual([{ productoCodigo: 100001, cantidad: 2, esRegalo: true }]);
    expect(parsed.entrega?.horario?.codigo).toBe('2026-11-25-T');
    expect(parsed.bolsa).toBe(1);
    expect(parsed.oncologico).toBe(false);
  });

  it('answers the spec messages', () => {
    const bad = v.safeParse(OrderPayloadSchema, { formaPagoCodigo: 'x', detalles: '[]' });
    expect(bad.issues?.[0]?.message).toBe('Verifique si esta seleccionado el metodo de pago.');
    const tooMany = v.safeParse(OrderPayloadSchema, { formaPagoCodigo: '1', detalles: JSON.stringify([{ productoCodigo: 1, cantidad: 13 }]) });
    expect(tooMany.success).toBe(false);
  });
});

describe('calculation request', () => {
  it('takes the stored cart and ignores its other fields', () => {
    const cart = v.parse(CalculationRequestSchema, {
      items: [{ codigo: 5, quantity: 3, precio: 1, descripcion: 'x' }],
      delivery: false,
      office: { label: 'PUNTO 1', value: '1001' },
      numeroTarjeta: '**** **** **** 1234',
    });
    expect(cart.items).toEqual([{ codigo: 5, quantity: 3 }]);
    expect(cart.office?.value).toBe(1001);
    expect(cart.tipoEntrega).toBe('inmediata');
  });
});
