import { useState } from 'react';
import toast from '@botica/platform/toast';
import { PHONE_LAST_NUMBER_ERROR, phoneDeleteQuestion } from '@botica/shared-contracts/account/payloads';
import type { Customer } from '@botica/shared-contracts/customer/entities';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { refreshSession } from '../../../ui/refresh-session';
import { deletePhone } from '../api/delete-phone';
import { phoneMask } from './account-form';
import layout from '../../../ui/account-layout.module.css';

/**
 * The customer's mobile numbers (two at most) with their deletion: a confirmation, then the server's answer; the
 * only number left cannot go (2292, its message) and the dialog closes either way (spec 002 §8).
 */
export function ContactNumbers({ customer }: { customer: Customer }) {
  const [asking, setAsking] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const phones = [customer.celular1, customer.celular2].filter((p): p is string => Boolean(p));

  const confirm = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      const res = await deletePhone(customer.personaCodigo ?? customer.codigo, asking);
      if (res.errorNum === PHONE_LAST_NUMBER_ERROR || !res.ok) toast.error(res.message);
      else {
        toast.success(res.message);
        await refreshSession();
      }
    } catch (error) {
      if (!(error instanceof ApiError) || error.status < 500) toast.error(error instanceof ApiError ? error.message : MESSAGES.generic);
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  return (
    <section className={layout.card} aria-labelledby="contact-numbers-title">
      <h2 id="contact-numbers-title">Números de contacto</h2>
      {phones.length === 0 && <p>Vemos que no tiene numeros de contactos. Favor agregue un numero.</p>}
      <ul className={layout.list}>
        {phones.map((p) => (
          <li key={p} className={layout.item}>
            <span>{phoneMask(p)}</span>
            <button type="button" className={layout.danger} onClick={() => setAsking(p)} aria-label={`Eliminar ${phoneMask(p)}`}>
              Eliminar
            </button>
          </li>
        ))}
      </ul>
      {asking && (
        <ConfirmDialog title={phoneDeleteQuestion(phoneMask(asking))} onYes={confirm} onNo={() => setAsking(null)} busy={busy}>
          <p>{phoneMask(asking)}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
