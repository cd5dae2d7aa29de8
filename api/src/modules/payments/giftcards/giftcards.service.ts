import { formatGsText } from '@botica/shared-contracts/format/money';
import { randomBytes } from 'node:crypto';
import { GIFT_BRANCH, GIFT_MESSAGES, GIFT_PAYMENT_QR, GIFT_TAX_PERCENT, type GiftGeneratePayload } from '@botica/shared-contracts/payments/giftcards';
import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import { AppError } from '../../../http/app-error.js';
import type { Database } from '../../../db/schema.js';
import { inTransaction } from '../../../db/transaction.js';
import type { OutgoingMessage } from '../../outbox/outbox.types.js';
import { GIFT_TEMPLATES } from './giftcards.data.js';
import * as repo from './giftcards.repository.js';

type Db = Kysely<Database>;

/** The gift card calculation: one unit, the amount with its 10 % VAT included (spec 001 §9). */
export function giftCalculation(monto: number) {
  return { cantidad: 1, subtotal: monto, iva: Math.round(monto / (100 + GIFT_TAX_PERCENT) * GIFT_TAX_PERCENT), total: monto, sucursal: GIFT_BRANCH };
}

/** The gift card's code: GC- and 10 characters without look-alikes. */
function newCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  return `GC-${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

/**
 * `POST /giftcard/generar`: the purchase becomes an order without lines whose total is the amount, paid online
 * like any order (single payment or QR). The card is issued when that payment is approved.
 */
export async function generateGiftcard(
  target: { db: Db; pglite: PGlite | null },
  customer: { codigo: number; esFuncionario: boolean },
  d: GiftGeneratePayload,
) {
  if (d.metodoDePago === GIFT_PAYMENT_QR.codigo && customer.esFuncionario) throw new AppError(422, 'STAFF_NO_QR', GIFT_MESSAGES.staffNoQr, 'metodoDePago');
  if (!GIFT_TEMPLATES.some((t) => t.codigo === d.plantilla)) throw new AppError(422, 'TEMPLATE_NOT_FOUND', GIFT_MESSAGES.required, 'plantilla');
  const tokenPeticion = randomBytes(18).toString('base64url');
  const codigo = await inTransaction(target, async (trx) => {
    const order = await repo.insertGiftOrder(trx, {
      customer_codigo: customer.codigo,
      estado: 'GENE',
      tipo_envio: 2,
      direccion_codigo: null,
      sucursal_codigo: null,
      forma_pago_codigo: d.metodoDePago,
      subtotal: d.monto,
      total: d.monto,
      observacion: `Gift Card para ${d.destinatario}`,
      token_peticion: tokenPeticion,
      tipo_entrega: null,
      entrega: null,
      cupon_codigo: null,
      gift_codigo: null,
      cart_id: null,
      telefono_pago: null,
      alias_token: null,
    });
    await repo.insertPurchase(trx, {
      order_codigo: order,
      customer_codigo: customer.codigo,
      remitente: d.remitente,
      destinatario: d.destinatario,
      canal: d.metodoDeNotificacion,
      destino: d.metodoDeNotificacion === 'sms' ? d.numeroDestinatario! : d.correoDestinatario!.toLowerCase(),
      mensaje: d.mensaje,
      plantilla: d.plantilla,
      monto: d.monto,
    });
    return order;
  });
  return { codigo, tokenPeticion, metodo: d.metodoDePago === GIFT_PAYMENT_QR.codigo ? 'pago_qr' : 'pago_unico' };
}

/**
 * Inside the approving transaction: issues the card of a paid gift-card order (once: only while the purchase has
 * none) and answers the message for the recipient, sent after the commit.
 */
export async function issueGiftcard(trx: Db, order: number, publicUrl: string): Promise<OutgoingMessage | null> {
  const purchase = await repo.lockPurchaseWithoutCard(trx, order);
  if (!purchase) return null;
  const code = newCode();
  const vence = new Date(Date.now() + 365 * 24 * 3600_000);
  await repo.insertGiftCard(trx, { codigo: code, saldo: purchase.monto, monto_inicial: purchase.monto, fecha_vencimiento: vence });
  await repo.setPurchaseCard(trx, purchase.codigo, code);
  const monto = formatGsText(purchase.monto);
  const cuerpo = `¡Hola ${purchase.destinatario}! ${purchase.remitente} te regaló una Gift Card de Botica Guaraní por ${monto}: "${purchase.mensaje}". Tu código es ${code}; usalo al pagar tu compra en línea antes del ${vence.toLocaleDateString('es-PY')}.`;
  return {
    canal: purchase.canal,
    destino: purchase.destino,
    asunto: purchase.canal === 'email' ? `${purchase.remitente} te regaló una Gift Card` : undefined,
    cuerpo,
    enlace: `${publicUrl.replace(/\/$/, '')}/carrito`,
  };
}

/** A reversed gift-card payment withdraws the card it issued. */
export async function withdrawGiftcard(trx: Db, order: number) {
  const purchase = await repo.purchaseOfOrder(trx, order);
  if (purchase?.gift_codigo) await repo.deactivateGiftCard(trx, purchase.gift_codigo);
}

/** SERV for a gift-card order (the completion page's thank-you variant), PEDI otherwise. */
export async function onlinePaymentType(db: Db, customer: number, order: number): Promise<'SERV' | 'PEDI' | null> {
  if (!(await repo.customerOrderExists(db, customer, order))) return null;
  return (await repo.purchaseOfOrder(db, order)) ? 'SERV' : 'PEDI';
}
