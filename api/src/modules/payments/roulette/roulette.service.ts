import { formatGsText } from '@botica/shared-contracts/format/money';
import { randomInt, randomBytes } from 'node:crypto';
import { ROULETTE_PRIZE_AMOUNTS, ROULETTE_PRIZES, type RouletteSpin } from '@botica/shared-contracts/payments/roulette';
import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import { AppError } from '../../../http/app-error.js';
import type { Database } from '../../../db/schema.js';
import { inTransaction } from '../../../db/transaction.js';
import * as repo from './roulette.repository.js';

type Db = Kysely<Database>;
/** Orders from this total get a second spin when the first one loses. */
export const REPEAT_FROM_TOTAL = 300_000;
/** Paid or further along: the orders that may play. */
const PLAYABLE = ['PROC', 'REND'];

const notFound = () => new AppError(404, 'ORDER_NOT_FOUND', 'El pedido no existe.');
const blocked = () => new AppError(409, 'ROULETTE_BLOCKED', 'La ruleta ya fue utilizada para este pedido.');

/** `GET /ruleta/verificar-ruleta/{peticionCodigo}`: blocked unless the customer's paid order has not played yet. */
export async function checkRoulette(db: Db, customer: number, order: number) {
  const o = await repo.customerOrderState(db, customer, order);
  if (!o) throw notFound();
  const play = await repo.playOf(db, order);
  return { btnBloquear: !PLAYABLE.includes(o.estado) || (play?.premio ?? null) !== null, premio: play?.premio != null ? String(play.premio) : null };
}

/**
 * `POST /ruleta/agregar`: the server draws the segment (the client's RP_CODIGO is not trusted) and awards the prize
 * once per order, holding the play's row: a second spin is offered only after a first losing spin of a big order.
 */
export async function spinRoulette(target: { db: Db; pglite: PGlite | null }, customer: number, order: number): Promise<RouletteSpin> {
  return inTransaction(target, async (trx) => {
    const o = await repo.lockCustomerOrder(trx, customer, order);
    if (!o) throw notFound();
    if (!PLAYABLE.includes(o.estado)) throw blocked();
    const play = await repo.lockPlay(trx, customer, order);
    if (play.premio !== null) throw blocked();
    const segmento = randomInt(ROULETTE_PRIZES.length);
    const premio = ROULETTE_PRIZES[segmento]!;
    const giros = play.giros + 1;
    const repetir = premio === 0 && giros === 1 && o.total >= REPEAT_FROM_TOTAL;
    let codigo: string | null = null;
    if (premio !== 0) {
      codigo = `GC-R${randomBytes(5).toString('hex').toUpperCase()}`;
      await repo.insertGiftCard(trx, { codigo, saldo: ROULETTE_PRIZE_AMOUNTS[premio]!, monto_inicial: ROULETTE_PRIZE_AMOUNTS[premio]!, fecha_vencimiento: new Date(Date.now() + 90 * 24 * 3600_000) });
    }
    await repo.recordSpin(trx, order, { giros, premio: repetir ? null : premio, gift_codigo: codigo });
    const mensaje = premio === 0 ? (repetir ? '¡Casi! Tenés un giro más.' : 'Esta vez no hubo premio. ¡Gracias por tu compra!') : `¡Ganaste una Gift Card de ${formatGsText(ROULETTE_PRIZE_AMOUNTS[premio]!)}! Tu código es ${codigo}.`;
    return { repetirRuleta: repetir, premio: String(premio), segmento, mensaje, codigo };
  });
}
