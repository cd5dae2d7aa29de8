import { createRequire } from 'node:module';
import type * as PlusCodes from 'pluscodes';
import { describe, expect, it } from 'vitest';
import { plusCodeName } from './plus-code.js';

const { decode } = createRequire(import.meta.url)('pluscodes') as typeof PlusCodes;

const ENCARNACION = { nombre: 'Encarnación, Itapúa', latitud: -27.3306, longitud: -55.8667 };

describe('a position named by its plus code', () => {
  it('is the full code of the ~14 m area holding the position', () => {
    const name = plusCodeName(-27.3306, -55.8667, null)!;
    expect(name).toEqual({ global: '5846M49M+Q8', compuesto: null });
    const area = decode(name.global)!;
    expect(Math.abs(area.latitude - -27.3306)).toBeLessThan(0.000125);
    expect(Math.abs(area.longitude - -55.8667)).toBeLessThan(0.000125);
  });

  it('reads as the local code and the nearby place, which recovers the same full code', () => {
    expect(plusCodeName(-27.3306, -55.8667, ENCARNACION)).toEqual({ global: '5846M49M+Q8', compuesto: 'M49M+Q8 Encarnación, Itapúa' });
    // a few kilometres from the city centre: still read against it
    expect(plusCodeName(-27.36, -55.9, ENCARNACION)?.compuesto).toMatch(/^[2-9CFGHJMPQRVWX]{4}\+[2-9CFGHJMPQRVWX]{2} Encarnación, Itapúa$/);
  });

  it('keeps the global code alone when the place is too far to recover it', () => {
    // Asunción's position against Encarnación (about 3 degrees away)
    expect(plusCodeName(-25.2637, -57.5759, ENCARNACION)).toEqual({ global: expect.stringMatching(/^58[2-9A-Z]{6}\+[2-9A-Z]{2}$/), compuesto: null });
  });
});
