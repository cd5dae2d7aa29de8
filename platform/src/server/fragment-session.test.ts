// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { customerFixture } from '@botica/shared-contracts/customer/customer.fixture';
import { sessionHeaderValue, sessionOfHeader } from './fragment-session';

describe('the session a fragment request carries', () => {
  it('carries the customer the host read, accents and all, in a value a header can hold', () => {
    const customer = customerFixture({ primerNombre: 'Añelí', primerApellido: 'Benítez' });
    const value = sessionHeaderValue({ customer });
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(sessionOfHeader(value)).toEqual({ customer });
  });

  it('carries a visitor as a customer of null', () => {
    expect(sessionOfHeader(sessionHeaderValue({ customer: null }))).toEqual({ customer: null });
  });

  it('is no session when absent, repeated, unreadable or not a session of the contract', () => {
    expect(sessionOfHeader(undefined)).toBeUndefined();
    expect(sessionOfHeader('')).toBeUndefined();
    expect(sessionOfHeader(['a', 'b'])).toBeUndefined();
    expect(sessionOfHeader('no es base64 ni JSON')).toBeUndefined();
    expect(sessionOfHeader(sessionHeaderValue({ customer: { clieCodigo: 7 } }))).toBeUndefined();
  });
});
