import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './mask';

describe('recovery channel masks', () => {
  it('keeps a phone the API already masked and masks a plain one', () => {
    expect(maskPhone('0981-***456')).toBe('0981-***456');
    expect(maskPhone('0981-123456')).toBe('0981-***456');
  });
  it('shows the start of the address and its domain', () => {
    expect(maskEmail('cliente@farmacia.test')).toBe('cl*****@farmacia.test');
  });
});
