import { useState } from 'react';
import toast from '@botica/platform/toast';
import { ACCOUNT_MESSAGES } from '@botica/shared-contracts/account/payloads';
import type { Customer } from '@botica/shared-contracts/customer/entities';
import { request } from '@botica/shared-contracts/events/bus';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { deleteAccount } from '../api/delete-account';
import layout from '../../../ui/account-layout.module.css';

/** Account deletion (spec 001 §4): a confirmation, the request, then the session ends and the shop goes home. */
export function DeleteAccount({ customer }: { customer: Customer }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      const res = await deleteAccount(customer.codigo);
      setAsking(false);
      await request('host:logout', {}).catch(() => undefined);
      toast.success(res.message || ACCOUNT_MESSAGES.accountDeleted);
    } catch {
      toast.error(ACCOUNT_MESSAGES.generic, { id: 'account-generic-error' });
      setBusy(false);
    }
  };
  return (
    <section className={layout.card} aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">Eliminar mi cuenta</h2>
      <p>La eliminación se completa en hasta 72 horas. Los datos tributarios se conservan por 5 años.</p>
      <div>
        <button type="button" className={layout.danger} onClick={() => setAsking(true)}>
          Eliminar mi cuenta
        </button>
      </div>
      {asking && (
        <ConfirmDialog title="¿Desea eliminar su cuenta?" onYes={() => void confirm()} onNo={() => setAsking(false)} busy={busy}>
          <p>Se cerrará su sesión y no podrá volver a ingresar con esta cuenta.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
