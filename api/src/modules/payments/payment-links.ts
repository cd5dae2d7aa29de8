import { randomBytes } from 'node:crypto';
import { OFFLINE_PAYMENT_CODES } from '@botica/shared-contracts/checkout/entities';
import type { PaymentLink } from '@botica/shared-contracts/payments/responses';
import type { PaymentStatus } from '@botica/shared-contracts/payments/responses';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { paymentErrors } from './payments.errors.js';
import * as repo from './payments.repository.js';
import type { PaymentsService } from './payments.service.js';

type Db = Kysely<Database>;

/** A payment link for an order still waiting for its payment (made by staff; in the sandbox, by the console). */
export async function createPaymentLink(db: Db, codigo: number): Promise<string> {
  const order = Number.isInteger(codigo) && codigo > 0 ? await repo.orderByCode(db, codigo) : undefined;
  if (!order || order.estado !== repo.ORDER_STATE.created || OFFLINE_PAYMENT_CODES.includes(order.forma_pago_codigo)) {
    throw paymentErrors.orderNotFound();
  }
  const token = randomBytes(12).toString('base64url');
  await repo.insertLink(db, token, codigo);
  return token;
}

/**
 * The public payment-link page's data: while the link is active, the QR of a pending payment of its order (the
 * same one on every visit while it is within its time); once paid, `active: false` and no QR.
 */
export async function paymentLink(db: Db, payments: PaymentsService, token: string): Promise<PaymentLink> {
  const link = await repo.linkByToken(db, token);
  if (!link) throw paymentErrors.linkNotFound();
  const order = await repo.orderByCode(db, link.order_codigo);
  if (!order) throw paymentErrors.linkNotFound();
  const items = await repo.orderLines(db, order.codigo);
  const base = { token, total: order.total, items };
  if (!link.active || order.estado !== repo.ORDER_STATE.created) return { ...base, active: false, qr_url: null, hook_alias: null };
  const current = await repo.currentLinkPayment(db, token);
  if (current) return { ...base, active: true, qr_url: `/sandbox/pagos/qr/${current.hook_alias}.png`, hook_alias: current.hook_alias };
  const started = await payments.begin(order, { formaPago: 'pago_qr' }, token);
  return { ...base, active: true, qr_url: started.qr_image_url ?? null, hook_alias: started.hook_alias ?? null };
}

/** The status of the link's payment (public: the link's token is the credential). */
export async function paymentLinkStatus(db: Db, payments: PaymentsService, token: string, alias: string): Promise<PaymentStatus> {
  const p = await repo.paymentBy(db, 'hook_alias', alias);
  if (!p || p.link_token !== token) throw paymentErrors.paymentNotFound();
  return payments.statusOf(p);
}

/** The page's "second call with false": honoured once the link's order is paid (nobody can close an unpaid link). */
export async function deactivateLink(db: Db, token: string): Promise<boolean> {
  const link = await repo.linkByToken(db, token);
  if (!link) throw paymentErrors.linkNotFound();
  if (await repo.hasApproved(db, link.order_codigo)) {
    await repo.closeLink(db, token);
    return true;
  }
  return !link.active;
}
