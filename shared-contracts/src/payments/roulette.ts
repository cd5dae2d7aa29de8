import * as v from 'valibot';

/** Roulette constants (spec 001 §9): 8 segments of 45°, their prize codes in order, and the base spin. */
export const ROULETTE_SEGMENTS = 8;
export const ROULETTE_SEGMENT_DEGREES = 45;
export const ROULETTE_PRIZES = [0, 4, 0, 3, 0, 1, 0, 2] as const;
export const ROULETTE_BASE_DEGREES = 1440;

/** What each prize code gives (ours: the spec names the codes only), as a gift card of that amount. */
export const ROULETTE_PRIZE_AMOUNTS: Record<number, number> = { 1: 50_000, 2: 30_000, 3: 20_000, 4: 10_000 };

/** The wheel's rotation that leaves segment `index` under the pointer (at the top), after `turns` base spins. */
export const rotationFor = (index: number, turns = 1) => turns * ROULETTE_BASE_DEGREES + (360 - index * ROULETTE_SEGMENT_DEGREES - ROULETTE_SEGMENT_DEGREES / 2);

export const RouletteCheckResponseSchema = v.object({ ok: v.literal(true), result: v.object({ btnBloquear: v.boolean(), premio: v.nullable(v.string()) }) });
export const RouletteSpinResponseSchema = v.object({
  ok: v.literal(true),
  result: v.object({ repetirRuleta: v.boolean(), premio: v.string(), segmento: v.number(), mensaje: v.string(), codigo: v.nullable(v.string()) }),
});
export type RouletteSpin = v.InferOutput<typeof RouletteSpinResponseSchema>['result'];
