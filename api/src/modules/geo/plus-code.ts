import { createRequire } from 'node:module';
import type * as PlusCodes from 'pluscodes';

// The library is CommonJS whose named exports Node's ES module loader cannot see: it is required, as its README shows.
const { encode, expand } = createRequire(import.meta.url)('pluscodes') as typeof PlusCodes;

/**
 * A position named by its plus code (Open Location Code), computed offline from its coordinates (spec 000 §7: the
 * browser's position is read as a "plus-code name", which a maps service would answer). `global` is the full code
 * (`5846M49M+Q8`, about 14 m); `compuesto` the compound name a shopper reads, the code without its first four
 * characters and the place it is near (`M49M+Q8 Encarnación, Itapúa`), given only when that place recovers the very
 * same code (it lies close enough, as the standard requires); otherwise null and the global code stands alone.
 */
export interface PlusCodeName {
  global: string;
  compuesto: string | null;
}

/** The place a short code is read against: its name and position (a city of the shop's geography). */
export interface PlusCodePlace {
  nombre: string;
  latitud: number;
  longitud: number;
}

/** The number of characters a compound name leaves out of the global code (the area's first two pairs). */
const AREA_DIGITS = 4;

export function plusCodeName(latitud: number, longitud: number, near: PlusCodePlace | null): PlusCodeName | null {
  const global = encode({ latitude: latitud, longitude: longitud });
  if (!global) return null;
  if (!near) return { global, compuesto: null };
  const local = global.slice(AREA_DIGITS);
  const recovered = expand(local, { latitude: near.latitud, longitude: near.longitud });
  return { global, compuesto: recovered === global ? `${local} ${near.nombre}` : null };
}
