import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RucCheckResponseSchema, VerificationPatchSchema } from './verification';

describe('verification contracts', () => {
  it("keeps the RUC check's ['false', message] (an empty tuple must not swallow it)", () => {
    expect(v.parse(RucCheckResponseSchema, { ok: true, results: ['false', 'Formato correcto de RUC 1234567-8'] }).results).toEqual([
      'false',
      'Formato correcto de RUC 1234567-8',
    ]);
    expect(v.parse(RucCheckResponseSchema, { ok: true, results: [] }).results).toEqual([]);
  });
  it('takes 4-digit codes and ####-###### mobiles only', () => {
    const base = { celular: '0981-123456', correo: 'a@b.py' };
    expect(v.safeParse(VerificationPatchSchema, { ...base, codigoDeVerificacionOtp: '1234' }).success).toBe(true);
    expect(v.safeParse(VerificationPatchSchema, { ...base, codigoDeVerificacionOtp: '12345' }).success).toBe(false);
    expect(v.safeParse(VerificationPatchSchema, { ...base, celular: '0981123456' }).success).toBe(false);
  });
});
