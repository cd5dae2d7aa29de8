import { describe, expect, it } from 'vitest';
import { emptyDraft, loadDraft, stepErrors } from './gift-draft';

describe('gift card draft', () => {
  it('asks for every field of step 1 and a valid contact', () => {
    expect(stepErrors(emptyDraft(), 1)).toEqual({ remitente: 'Campo obligatorio', destinatario: 'Campo obligatorio', contacto: 'Campo obligatorio' });
    expect(stepErrors({ ...emptyDraft(), remitente: 'A', destinatario: 'B', numeroDestinatario: '0981123456' }, 1)).toEqual({});
  });
  it('limits the message to 150 characters and the amount to Gs. 100.000–500.000', () => {
    const base = { ...emptyDraft(), plantilla: { codigo: 1, nombre: 'x', imagenRuta: '', nombreImagen: '' } };
    expect(stepErrors({ ...base, monto: { value: 50_000, label: '' }, mensaje: 'x'.repeat(151) }, 2)).toEqual({
      monto: 'El monto debe estar entre Gs. 100.000 y Gs. 500.000',
      mensaje: 'El mensaje debe tener menos de 150 caracteres',
    });
    expect(stepErrors({ ...base, monto: { value: 100_000, label: '' }, mensaje: 'Hola' }, 2)).toEqual({});
  });
  it('defaults to single payment and sms, and survives a broken cookie', () => {
    expect(loadDraft('giftcardDraft=%7Bnope')).toMatchObject({ metodoDeNotificacion: 'sms', metodoDePago: { codigo: 97, nombre: 'pago_unico' } });
  });
});
