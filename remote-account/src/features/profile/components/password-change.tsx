import { useState } from 'react';
import toast from '@botica/platform/toast';
import { ACCOUNT_MESSAGES, PASSWORD_MAIL_SENT } from '@botica/shared-contracts/account/payloads';
import type { Customer } from '@botica/shared-contracts/customer/entities';
import { requestPasswordChange } from '../api/password-change';
import layout from '../../../ui/account-layout.module.css';

/** Password change from the account: a link to the customer's e-mail opens /cambiar-contrasena/{token}. */
export function PasswordChange({ customer }: { customer: Customer }) {
  const [busy, setBusy] = useState(false);
  const ask = async () => {
    setBusy(true);
    try {
      const res = await requestPasswordChange(customer.email);
      toast.success(res.message || PASSWORD_MAIL_SENT);
    } catch {
      toast.error(ACCOUNT_MESSAGES.generic, { id: 'account-generic-error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={layout.card} aria-labelledby="password-title">
      <h2 id="password-title">Contraseña</h2>
      <p>Te enviamos un enlace a {customer.email} para elegir una nueva contraseña.</p>
      <div>
        <button type="button" className={layout.link} onClick={() => void ask()} disabled={busy}>
          Cambiar contraseña
        </button>
      </div>
    </section>
  );
}
