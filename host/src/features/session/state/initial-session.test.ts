import { describe, expect, it } from 'vitest';
import { customerFixture } from '@botica/shared-contracts/customer/customer.fixture';
import { customerAtom, sessionLoadedAtom } from '@botica/shared-contracts/session/session.atoms';
import { createSessionStore, readServerSession } from './initial-session';

const documentWith = (text: string | null) => {
  const doc = document.implementation.createHTMLDocument();
  if (text !== null) {
    const script = doc.createElement('script');
    script.id = 'botica-session';
    script.type = 'application/json';
    script.textContent = text;
    doc.body.append(script);
  }
  return doc;
};

describe('the session the document carries', () => {
  it('is a customer or a visitor, as the host server wrote it', () => {
    const customer = customerFixture({ primerNombre: 'Ana' });
    expect(readServerSession(documentWith(JSON.stringify({ customer })))).toEqual({ customer });
    expect(readServerSession(documentWith('{"customer":null}'))).toEqual({ customer: null });
  });

  it('is unknown when the document carries none, or something that is not a session', () => {
    for (const text of [null, '', '{', '[]', '{}', '{"customer":"Ana"}', '{"customer":[1]}', 'null']) {
      expect(readServerSession(documentWith(text)), String(text)).toBeNull();
    }
  });

  it('a known session is loaded at once; an unknown one is left to the browser', () => {
    const known = createSessionStore({ customer: null });
    expect(known.get(sessionLoadedAtom)).toBe(true);
    const unknown = createSessionStore(null);
    expect(unknown.get(sessionLoadedAtom)).toBe(false);
    expect(unknown.get(customerAtom)).toBeNull();
  });
});
