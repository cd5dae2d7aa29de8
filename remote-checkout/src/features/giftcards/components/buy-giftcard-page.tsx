import { checkoutQueries } from '@botica/shared-contracts/checkout/queries';
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery } from '@botica/platform/data/query';
import { EmbeddedFragment } from '@botica/platform/fragments';
import { useNavigate } from '@botica/platform/router';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { paths } from '@botica/shared-contracts/routes/route-table';
import { customerAtom, sessionLoadedAtom } from '@botica/shared-contracts/session/session.atoms';
import { GIFT_MESSAGE_MAX, GIFT_MESSAGES, GIFT_PAYMENT_DEFAULT, GIFT_PAYMENT_QR } from '@botica/shared-contracts/payments/giftcards';
import { routeAfterOrder } from '../../payments/state/route-after-order';
import { calculateGift, fetchGiftAmounts, fetchGiftTemplates, generateGift } from '../api';
import { clearDraft, type DraftErrors, type GiftDraft, loadDraft, saveDraft, stepErrors } from '../state/gift-draft';
import './giftcards.css';

const STEPS = ['Datos', 'Plantilla y monto', 'Confirmación'] as const;

/** /comprar-giftcard: the three-step gift card wizard (spec 001 §2, §4, §5). */
export function BuyGiftcardPage() {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<GiftDraft>(() => loadDraft());
  const [errors, setErrors] = useState<DraftErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const amounts = useQuery(checkoutQueries.giftAmounts(), fetchGiftAmounts, { revalidateOnFocus: false });
  const templates = useQuery(checkoutQueries.giftTemplates(), fetchGiftTemplates, { revalidateOnFocus: false });
  // the host's session: it writes it when the shopper logs in with the shop's login form below
  const customer = useAtomValue(customerAtom);
  const sessionLoaded = useAtomValue(sessionLoadedAtom);
  const step = draft.ultimaPagina;

  useEffect(() => saveDraft(draft), [draft]);
  const update = (patch: Partial<GiftDraft>) => setDraft((d) => ({ ...d, ...patch }));

  function go(next: 1 | 2 | 3) {
    if (next > step) {
      const e = stepErrors(draft, step);
      setErrors(e);
      if (Object.keys(e).length) return;
    }
    setErrors({});
    update({ ultimaPagina: next });
  }

  async function confirm() {
    const e = stepErrors(draft, 3);
    setErrors(e);
    if (Object.keys(e).length || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await calculateGift(draft.monto!.value, draft.metodoDePago.codigo).catch(() => {
        throw new ApiError(400, [{ msg: GIFT_MESSAGES.calcError }]);
      });
      const created = await generateGift({
        remitente: draft.remitente,
        destinatario: draft.destinatario,
        monto: draft.monto!.value,
        metodoDeNotificacion: draft.metodoDeNotificacion,
        numeroDestinatario: draft.metodoDeNotificacion === 'sms' ? draft.numeroDestinatario.replace(/\D/g, '') : null,
        correoDestinatario: draft.metodoDeNotificacion === 'email' ? draft.correoDestinatario.trim() : null,
        mensaje: draft.mensaje,
        plantilla: draft.plantilla!.codigo,
        metodoDePago: draft.metodoDePago.codigo as 97 | 118,
        terminos: true,
      });
      clearDraft();
      await routeAfterOrder({ codigo: created.codigo, metodo: created.metodo, oncologico: false, navigate, clearCart: () => undefined });
    } catch (error) {
      setFailure(error instanceof ApiError ? (error.errors[0]?.msg ?? GIFT_MESSAGES.error) : GIFT_MESSAGES.error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="gc-page" data-testid="buy-giftcard-page">
      <h1 className="gc-title">Comprá una Gift Card</h1>
      <ol className="gc-steps" aria-label="Pasos">
        {STEPS.map((s, i) => (
          <li key={s} aria-current={step === i + 1 ? 'step' : undefined}>
            {i + 1}. {s}
          </li>
        ))}
      </ol>

      {step === 1 && (
        <section className="gc-card" aria-label="Datos">
          <label>
            De parte de
            <input value={draft.remitente} onChange={(e) => update({ remitente: e.target.value })} maxLength={80} />
          </label>
          {errors.remitente && <p className="gc-error">{errors.remitente}</p>}
          <label>
            Para
            <input value={draft.destinatario} onChange={(e) => update({ destinatario: e.target.value })} maxLength={80} />
          </label>
          {errors.destinatario && <p className="gc-error">{errors.destinatario}</p>}
          <fieldset>
            <legend>Enviar la Gift Card por</legend>
            <label>
              <input type="radio" name="gc-canal" checked={draft.metodoDeNotificacion === 'sms'} onChange={() => update({ metodoDeNotificacion: 'sms' })} /> SMS
            </label>
            <label>
              <input type="radio" name="gc-canal" checked={draft.metodoDeNotificacion === 'email'} onChange={() => update({ metodoDeNotificacion: 'email' })} /> Correo
            </label>
          </fieldset>
          {draft.metodoDeNotificacion === 'sms' ? (
            <label>
              Celular del destinatario
              <input value={draft.numeroDestinatario} inputMode="numeric" placeholder="0981123456" onChange={(e) => update({ numeroDestinatario: e.target.value })} />
            </label>
          ) : (
            <label>
              Correo del destinatario
              <input type="email" value={draft.correoDestinatario} onChange={(e) => update({ correoDestinatario: e.target.value })} />
            </label>
          )}
          {errors.contacto && <p className="gc-error">{errors.contacto}</p>}
          <div className="gc-actions">
            <button type="button" className="gc-button" onClick={() => go(2)}>
              Siguiente
            </button>
          </div>
        </section>
      )}

      {step === 2 && (
        <section className="gc-card" aria-label="Plantilla y monto">
          <fieldset>
            <legend>Plantilla</legend>
            <div className="gc-templates">
              {templates.data?.map((t) => (
                <label key={t.codigo} className="gc-template">
                  <input type="radio" name="gc-plantilla" checked={draft.plantilla?.codigo === t.codigo} onChange={() => update({ plantilla: t })} />
                  <img src={t.imagenRuta} alt="" width={160} height={100} />
                  {t.nombre}
                </label>
              ))}
            </div>
          </fieldset>
          {errors.plantilla && <p className="gc-error">{errors.plantilla}</p>}
          <label>
            Monto
            <select
              value={draft.monto?.value ?? ''}
              onChange={(e) => update({ monto: amounts.data?.find((a) => a.value === Number(e.target.value)) ?? null })}
            >
              <option value="">Elegí un monto</option>
              {amounts.data?.map((a) => (
                <option key={a.value} value={a.value}>
                  {a.label}
                </option>
              ))}
            </select>
          </label>
          {errors.monto && <p className="gc-error">{errors.monto}</p>}
          <label>
            Mensaje
            <textarea value={draft.mensaje} rows={3} onChange={(e) => update({ mensaje: e.target.value })} />
          </label>
          <p className="gc-muted" data-testid="gc-counter">
            Te quedan {GIFT_MESSAGE_MAX - draft.mensaje.length} caracteres
          </p>
          {errors.mensaje && <p className="gc-error">{errors.mensaje}</p>}
          <div className="gc-actions">
            <button type="button" className="gc-button gc-button-secondary" onClick={() => go(1)}>
              Anterior
            </button>
            <button type="button" className="gc-button" onClick={() => go(3)}>
              Siguiente
            </button>
          </div>
        </section>
      )}

      {step === 3 && !customer && sessionLoaded && <LoginInPlace onBack={() => go(2)} />}
      {step === 3 && customer && (
        <section className="gc-card" aria-label="Confirmación">
          <dl className="gc-summary">
            <dt>De parte de</dt>
            <dd>{draft.remitente}</dd>
            <dt>Para</dt>
            <dd>{draft.destinatario}</dd>
            <dt>Enviar a</dt>
            <dd>{draft.metodoDeNotificacion === 'sms' ? draft.numeroDestinatario : draft.correoDestinatario}</dd>
            <dt>Plantilla</dt>
            <dd>{draft.plantilla?.nombre}</dd>
            <dt>Monto</dt>
            <dd data-testid="gc-amount">{draft.monto?.label}</dd>
            <dt>Mensaje</dt>
            <dd>{draft.mensaje}</dd>
          </dl>
          <fieldset>
            <legend>Forma de pago</legend>
            <label>
              <input type="radio" name="gc-pago" checked={draft.metodoDePago.codigo === GIFT_PAYMENT_DEFAULT.codigo} onChange={() => update({ metodoDePago: { ...GIFT_PAYMENT_DEFAULT } })} /> Pago Único
            </label>
            {!customer.esFuncionario && (
              <label>
                <input type="radio" name="gc-pago" checked={draft.metodoDePago.codigo === GIFT_PAYMENT_QR.codigo} onChange={() => update({ metodoDePago: { ...GIFT_PAYMENT_QR } })} /> Pago con QR
              </label>
            )}
          </fieldset>
          <label>
            <input type="checkbox" checked={draft.terminos} onChange={(e) => update({ terminos: e.target.checked })} /> Acepto los términos y condiciones
          </label>
          {errors.terminos && <p className="gc-error">{errors.terminos}</p>}
          {failure && (
            <p className="gc-error" role="alert">
              {failure}
            </p>
          )}
          <div className="gc-actions">
            <button type="button" className="gc-button gc-button-secondary" onClick={() => go(2)}>
              Anterior
            </button>
            <button type="button" className="gc-button" disabled={busy} onClick={() => void confirm()}>
              {busy ? 'Procesando...' : 'Confirmar'}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}

/** Step 3 for a visitor: the shop's login form (the account's) in its place; the host applies the session. */
function LoginInPlace({ onBack }: { onBack: () => void }) {
  return (
    <section className="gc-card" aria-label="Iniciar sesión">
      <p>Iniciá sesión para confirmar la compra.</p>
      <EmbeddedFragment
        remote="account"
        module="login-form"
        exportName="LoginForm"
        props={{ forgotHref: paths.forgotPassword }}
        loading={<p role="status">Estamos obteniendo los datos...</p>}
      />
      <div className="gc-actions">
        <button type="button" className="gc-button gc-button-secondary" onClick={onBack}>
          Anterior
        </button>
      </div>
    </section>
  );
}
