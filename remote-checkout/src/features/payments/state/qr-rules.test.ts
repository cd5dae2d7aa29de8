import { describe, expect, it } from 'vitest';
import type { PaymentStatus } from '@botica/shared-contracts/payments/responses';
import { qrOutcome } from './qr-rules';

const pago = (over: Partial<NonNullable<PaymentStatus['pago']>> = {}): PaymentStatus => ({
  message: 'x',
  success: true,
  peticion: { codigo: 7 },
  pago: { respuestaCodigo: '00', respuestaDescripcion: 'Aprobado', rollback: 'N', motivoRollback: null, atributo: { advertencia: null }, peticionCodigo: 7, numeroTarjeta: null, estado: 'APROBADO', ...over },
});
const pending: PaymentStatus = { message: 'QR aun no autorizado', success: false, pago: null, peticion: { codigo: 7 } };
const MIN = 60_000;

describe('QR pages', () => {
  it('waits, then expires after 5 minutes', () => {
    expect(qrOutcome('qr', pending, 7, 4 * MIN)).toEqual({ kind: 'waiting' });
    expect(qrOutcome('qr', pending, 7, 5 * MIN)).toEqual({ kind: 'error', message: 'Expiro el tiempo para realizar el pago.' });
    expect(qrOutcome('qr-blupy', pending, 7, 6 * MIN).kind).toBe('error');
    expect(qrOutcome('qr-cabal', pending, 7, 6 * MIN).kind).toBe('error');
  });

  it('goes to completion when the code is the network one and the order matches', () => {
    expect(qrOutcome('qr', pago(), 7, 0)).toEqual({ kind: 'paid' });
    expect(qrOutcome('qr-cabal', pago({ respuestaCodigo: 'ACEP' }), 7, 0)).toEqual({ kind: 'paid' });
    expect(qrOutcome('qr-blupy', pago({ respuestaCodigo: 'Autorizado' }), 7, 0)).toEqual({ kind: 'paid' });
    expect(qrOutcome('qr', pago({ peticionCodigo: 8 }), 7, 0)).toEqual({ kind: 'waiting' });
  });

  it('shows each network failure', () => {
    expect(qrOutcome('qr', pago({ respuestaCodigo: '51', respuestaDescripcion: 'Fondos insuficientes' }), 7, 0)).toEqual({ kind: 'error', message: 'Fondos insuficientes' });
    expect(qrOutcome('qr-cabal', pago({ respuestaCodigo: '00' }), 7, 0)).toEqual({ kind: 'error', message: 'Ocurrio un evento que no permitio finalizar la compra.' });
    expect(qrOutcome('qr-blupy', pago({ respuestaCodigo: 'Rechazado', respuestaDescripcion: 'Rechazado por el banco' }), 7, 0)).toEqual({ kind: 'error', message: 'Rechazado por el banco' });
  });

  it('tells the rollback reasons apart', () => {
    expect(qrOutcome('qr', pago({ rollback: 'S', motivoRollback: 'PETICION_RECALCULADO_TOPE' }), 7, 0)).toEqual({ kind: 'recalculated' });
    expect(qrOutcome('qr', pago({ rollback: 'S', motivoRollback: 'PROMOCION_NO_APLICA', atributo: { advertencia: 'Tope superado' } }), 7, 0)).toEqual({
      kind: 'error',
      message: 'No cumple con la promoción.',
      detail: 'Tope superado',
    });
    expect(qrOutcome('qr', pago({ rollback: 'S' }), 7, 0)).toEqual({ kind: 'error', message: 'No se pudo generar el pedido. Su pago fue reversado.' });
    expect(qrOutcome('qr-blupy', pago({ rollback: 'S', respuestaCodigo: 'Autorizado' }), 7, 0)).toEqual({ kind: 'error', message: 'No se pudo generar el pedido. Su pago fue reversado.' });
  });
});
