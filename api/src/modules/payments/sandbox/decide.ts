import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PaymentRow } from '../payments.repository.js';
import type { CallbackEvent } from '../providers/provider.js';
import { SandboxProvider } from '../providers/sandbox.provider.js';
import { SIGNATURE_HEADER, sign } from '../providers/signature.js';

export interface Decision {
  tipo: 'pago' | 'reverso';
  aprobado: boolean;
  descripcion: string;
  numeroTarjeta?: string | null;
  motivoRollback?: string | null;
  advertencia?: string | null;
}

/**
 * What the sandbox provider does once the customer (or the console's operator) decided: it sends the shop its
 * signed callback over HTTP, exactly as the real provider would, and answers the shop's reply.
 */
export async function sendCallback(app: FastifyInstance, payment: PaymentRow, d: Decision) {
  const provider = app.payments.providers.byId(payment.proveedor);
  if (!(provider instanceof SandboxProvider)) throw new Error(`not a sandbox provider: ${payment.proveedor}`);
  const event: CallbackEvent = {
    evento: randomUUID(),
    tipo: d.tipo,
    process_id: payment.process_id,
    aprobado: d.aprobado,
    respuestaCodigo: d.tipo === 'reverso' || d.aprobado ? provider.approvedCode : provider.rejectedCode,
    respuestaDescripcion: d.descripcion,
    numeroTarjeta: d.numeroTarjeta ?? null,
    motivoRollback: d.motivoRollback ?? null,
    advertencia: d.advertencia ?? null,
  };
  const body = JSON.stringify(event);
  const res = await app.inject({
    method: 'POST',
    url: `/api/pagos/notificacion/${provider.id}`,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(app.payments.secret, body) },
    payload: body,
  });
  return { status: res.statusCode, answer: res.json() as { ok: boolean; result?: { aplicado: boolean; estado: string } } };
}
