import { useEffect, useId, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from '@botica/platform/router';
import toast from '@botica/platform/toast';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import { customerAtom } from '@botica/shared-contracts/session/session.atoms';
import { sessionRefreshAtom } from '../../../state/session-refresh';
import { acceptTerms } from '../api';
import { hasPendingTerms } from '../terms-required';
import { styles } from './terms-dialog.styles';

export const TERMS_ACCEPTED = 'Términos y condiciones aceptado correctamente!';

/**
 * The terms acceptance modal for a customer whose terminoYcondicionesEstado is '0'. It cannot be dismissed:
 * the only way out is accepting (the terms page opens in a new tab so it can be read meanwhile).
 */
export function TermsDialog() {
  const customer = useAtomValue(customerAtom);
  const open = hasPendingTerms(customer);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [accepted, setAccepted] = useState(false);
  const [sending, setSending] = useState(false);
  const refresh = useSetAtom(sessionRefreshAtom);
  const setCustomer = useSetAtom(customerAtom);
  const navigate = useNavigate();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  async function submit() {
    setSending(true);
    try {
      await acceptTerms();
      toast.success(TERMS_ACCEPTED);
      // the dialog closes at once; the reload confirms the record from the server
      if (customer) setCustomer({ ...customer, terminoYcondicionesEstado: '1' });
      refresh((n) => n + 1);
      navigate('/mi-cuenta');
    } catch (error) {
      toast.error((error instanceof ApiError && error.errors[0]?.msg) || MESSAGES.generic);
    } finally {
      setSending(false);
    }
  }

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => event.preventDefault()}
      data-testid="terms-dialog"
    >
      {open && (
        <div className={styles.body}>
          <h2 id={titleId} className={styles.title}>
            Términos y Condiciones
          </h2>
          <p>Para seguir comprando necesitamos que aceptes nuestros Términos y Condiciones.</p>
          <label className={styles.check}>
            <input type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} autoFocus />
            Acepto Términos y Condiciones
          </label>
          <a href="/terminos-y-condiciones" target="_blank" rel="noopener" className={styles.link}>
            Leer los Términos y Condiciones
          </a>
          <button type="button" className={styles.button} disabled={!accepted || sending} onClick={() => void submit()}>
            {sending ? MESSAGES.processing : 'Seguir comprando'}
          </button>
        </div>
      )}
    </dialog>
  );
}
