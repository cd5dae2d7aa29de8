import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  OTP_MAX_TRIES,
  OTP_SENDS_PER_HOUR,
  OTP_TTL_MINUTES,
  RUC_PATTERN_TEXT,
  VERIFICATION_MESSAGES as M,
  VERIFICATION_STATES as S,
  type VerificationPatchSchema,
  type VerificationRecord,
} from '@botica/shared-contracts/account/verification';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { AppError, badRequest, conflict } from '../../http/app-error.js';
import { customerNotFound } from '../customers/customers.errors.js';
import * as customers from '../customers/customers.service.js';
import * as repo from './verification.repository.js';
import { inTransaction } from '../../db/transaction.js';

type Patch = v.InferOutput<typeof VerificationPatchSchema>;
type Canal = 'sms' | 'email';

const digits = (s: string | null | undefined) => (s ?? '').replace(/\D/g, '');
const phoneOf = (s: string) => {
  const d = digits(s);
  return `${d.slice(0, 4)}-${d.slice(4)}`;
};

function hashCode(code: string, salt = randomBytes(12).toString('hex')): string {
  return `${salt}:${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}
function sameCode(stored: string, code: string): boolean {
  const [salt] = stored.split(':');
  const a = Buffer.from(hashCode(code, salt));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Data verification by one-time code (spec 001 §4): the mobile first (a code by SMS), then the e-mail (a code by
 * e-mail), then the confirmation that saves the data and marks the customer verified. Codes have 4 digits, last
 * 10 minutes, lock after 5 wrong tries, and a customer may ask for 5 per channel an hour. The progress is kept in
 * the database, so the server, not the page, decides the next state.
 */
export class VerificationService {
  constructor(private readonly app: FastifyInstance) {}

  private async customer(codigo: number) {
    const c = await customers.customerByCodigo(this.app.db, codigo);
    if (!c) throw customerNotFound();
    return c;
  }

  private async record(codigo: number, celular?: string): Promise<VerificationRecord> {
    const c = await this.customer(codigo);
    const p = await repo.progressOf(this.app.db, codigo);
    const row = await repo.birthDateOf(this.app.db, codigo);
    const phone = celular ?? p?.celular ?? c.celular1;
    const samePhone = Boolean(p?.celular) && digits(p?.celular) === digits(phone);
    const correo = p?.correo ?? c.email;
    const fecha = row?.fecha_nacimiento as unknown;
    return {
      clienteCodigo: c.codigo,
      ci: c.documentType === 'ci' ? c.documento : null,
      ruc: c.documentType === 'ruc' ? c.documento : c.ruc,
      documentoExtranjero: c.documentType === 'doc_extranjero' ? c.documento : c.documentoExtranjero,
      celular: phone ? phoneOf(phone) : null,
      correo,
      nombres: c.tipo === 'empresa' ? '' : c.nombres,
      apellidos: c.tipo === 'empresa' ? '' : c.apellidos,
      fechaNacimiento: fecha instanceof Date ? fecha.toISOString().slice(0, 10) : typeof fecha === 'string' ? fecha.slice(0, 10) : null,
      nacionalidad: c.nacionalidad,
      tipo: c.tipoPersona,
      nombreCompleto: c.tipo === 'empresa' ? (c.razonSocial ?? c.nombres) : `${c.nombres} ${c.apellidos}`.trim(),
      verificado: c.verificado,
      celularVerificado: samePhone && Boolean(p?.celular_verificado),
      correoVerificado: Boolean(p?.correo_verificado) && (p?.correo ?? '').toLowerCase() === correo.toLowerCase(),
    };
  }

  /** `GET …?documento&celular`: the session customer's record, if the document is theirs. */
  async check(codigo: number, documento: string, celular: string) {
    const c = await this.customer(codigo);
    const docs = [c.documento, c.ruc, c.documentoExtranjero].filter(Boolean).map((d) => d!.replace(/[^\dA-Za-z]/g, ''));
    if (!docs.includes(documento.replace(/[^\dA-Za-z]/g, ''))) return { ok: false, error: true, mensaje: M.documentMismatch, cliente: null };
    if (await customers.phoneUsedByOther(this.app.db, digits(celular), c.documento, codigo)) {
      return { ok: false, error: true, mensaje: M.phoneTaken, cliente: null };
    }
    return { ok: true, error: false, mensaje: null, cliente: await this.record(codigo, celular) };
  }

  private async send(codigo: number, canal: Canal, destino: string) {
    if ((await repo.sentInLastHour(this.app.db, codigo, canal)) >= OTP_SENDS_PER_HOUR) throw new AppError(429, 'TOO_MANY_CODES', M.tooManyCodes);
    const code = String(randomInt(0, 10 ** 4)).padStart(4, '0');
    await repo.insertCode(this.app.db, { customer_codigo: codigo, canal, destino, code_hash: hashCode(code), minutes: OTP_TTL_MINUTES });
    const cuerpo = `Tu código de verificación de Botica Guaraní es ${code}. Vence en ${OTP_TTL_MINUTES} minutos.`;
    await this.app.outbox.send(
      canal === 'sms'
        ? { canal, destino, cuerpo, customerCodigo: codigo }
        : { canal, destino, asunto: 'Código de verificación', cuerpo, customerCodigo: codigo },
    );
  }

  /** Checks a code against the newest one of the channel; a wrong one counts, the 5th locks it. */
  private async verifyCode(codigo: number, canal: Canal, destino: string, code: string): Promise<void> {
    const active = await repo.activeCode(this.app.db, codigo, canal, destino);
    if (!active) throw badRequest(M.codeMissing, 'codigoDeVerificacionOtp');
    if (active.intentos >= OTP_MAX_TRIES) throw badRequest(M.codeLocked, 'codigoDeVerificacionOtp');
    if (await repo.isExpired(this.app.db, active.id)) throw badRequest(M.codeExpired, 'codigoDeVerificacionOtp');
    if (!sameCode(active.code_hash, code)) {
      const tries = await repo.countWrongTry(this.app.db, active.id);
      throw badRequest(tries >= OTP_MAX_TRIES ? M.codeLocked : M.codeWrong(OTP_MAX_TRIES - tries), 'codigoDeVerificacionOtp');
    }
    await repo.markUsed(this.app.db, active.id);
  }

  private async hasUsableCode(codigo: number, canal: Canal, destino: string) {
    const active = await repo.activeCode(this.app.db, codigo, canal, destino);
    return Boolean(active && active.intentos < OTP_MAX_TRIES && !(await repo.isExpired(this.app.db, active.id)));
  }

  /** `PATCH`: the next step of the verification, decided from what the server holds. */
  async advance(codigo: number, body: Patch) {
    const c = await this.customer(codigo);
    const celular = phoneOf(body.celular);
    const correo = body.correo.trim();
    if (await customers.phoneUsedByOther(this.app.db, digits(celular), c.documento, codigo)) throw conflict(M.phoneTaken, 'celular');
    const holder = await customers.customerByEmail(this.app.db, correo);
    if (holder && holder.codigo !== codigo) throw conflict(M.emailTaken, 'correo');

    const p = await repo.progressOf(this.app.db, codigo);
    let state = {
      celular,
      celular_verificado: Boolean(p?.celular_verificado) && digits(p?.celular) === digits(celular),
      correo,
      correo_verificado: Boolean(p?.correo_verificado) && (p?.correo ?? '').toLowerCase() === correo.toLowerCase(),
    };
    await repo.saveProgress(this.app.db, codigo, state);
    const code = body.codigoDeVerificacionOtp || null;
    const answer = async (estado: string, mensaje: string | null) => ({ ok: true, estado, mensaje, cliente: await this.record(codigo, celular) });

    if (!state.celular_verificado) {
      if (code) {
        await this.verifyCode(codigo, 'sms', celular, code);
        state = { ...state, celular_verificado: true };
        await repo.saveProgress(this.app.db, codigo, state);
        return answer(S.mobileVerified, null);
      }
      if (!body.reenviar && (await this.hasUsableCode(codigo, 'sms', celular))) return answer(S.mobileInVerification, M.smsPending);
      await this.send(codigo, 'sms', celular);
      return answer(S.mobileCodeSent, M.smsSent(celular));
    }
    if (!state.correo_verificado) {
      if (code) {
        await this.verifyCode(codigo, 'email', correo, code);
        state = { ...state, correo_verificado: true };
        await repo.saveProgress(this.app.db, codigo, state);
        return answer(S.emailVerified, null);
      }
      if (body.reenviar || !(await this.hasUsableCode(codigo, 'email', correo))) await this.send(codigo, 'email', correo);
      return answer(S.emailInVerification, M.emailSent(correo));
    }
    return this.confirm(codigo, c.tipo === 'empresa', body, state);
  }

  /** Both verified: the data are saved, the customer is verified and the progress is cleared. */
  private async confirm(codigo: number, company: boolean, body: Patch, state: { celular: string; correo: string }) {
    if (!body.bases) throw badRequest(M.termsRequired, 'bases');
    const required = company ? [body.nombreCompleto] : [body.nombres, body.apellidos, body.fechaNacimiento];
    if (required.some((x) => !x)) throw badRequest(M.required, company ? 'nombreCompleto' : 'nombres');
    if (body.ruc && !RUC_PATTERN_TEXT.test(body.ruc)) throw badRequest(M.rucInvalid, 'ruc');
    await inTransaction(this.app, async (trx) => {
      await customers.saveVerifiedData(trx, codigo, {
        ...(company ? { nombres: body.nombreCompleto, razon_social: body.nombreCompleto } : { nombres: body.nombres, apellidos: body.apellidos }),
        fecha_nacimiento: body.fechaNacimiento || null,
        ...(body.nacionalidad ? { nacionalidad: body.nacionalidad } : {}),
        ...(body.ruc ? { ruc: body.ruc } : {}),
        celular1: state.celular,
        email: state.correo,
      });
      await repo.clearProgress(trx, codigo);
    });
    return { ok: true, estado: S.dataVerified, mensaje: M.verified, cliente: await this.record(codigo) };
  }

  /** RUC check on blur: the format, and that no other account holds it. */
  async checkRuc(codigo: number, ruc: string): Promise<[] | ['false', string]> {
    if (!RUC_PATTERN_TEXT.test(ruc)) return ['false', M.rucInvalid];
    const holder = await customers.customerByDocument(this.app.db, 'ruc', ruc);
    if (holder && holder.codigo !== codigo) return ['false', M.rucTaken];
    return [];
  }
}
