import { useState } from 'react';
import toast from '@botica/platform/toast';
import { ACCOUNT_MESSAGES } from '@botica/shared-contracts/account/payloads';
import type { Customer } from '@botica/shared-contracts/customer/entities';
import { refreshSession } from '../../../ui/refresh-session';
import { saveSettings } from '../api/settings';
import layout from '../../../ui/account-layout.module.css';
import styles from './profile.module.css';

/** Privacy and notifications (spec 001 §4): an on/off switch and the method, each change saved at once. */
export function NotificationSettings({ customer }: { customer: Customer }) {
  const [estado, setEstado] = useState(customer.configuraciones.cnotiEstado);
  const [metodo, setMetodo] = useState(customer.configuraciones.cnotiMetodo);
  const [busy, setBusy] = useState(false);

  const save = async (nextEstado: 'A' | 'D', nextMetodo: 'email' | 'sms') => {
    const before = { estado, metodo };
    setEstado(nextEstado);
    setMetodo(nextMetodo);
    setBusy(true);
    try {
      await saveSettings(nextEstado, nextMetodo);
      toast.success(ACCOUNT_MESSAGES.settingsSaved);
      await refreshSession();
    } catch {
      setEstado(before.estado);
      setMetodo(before.metodo);
      toast.error(ACCOUNT_MESSAGES.generic, { id: 'account-generic-error' });
    } finally {
      setBusy(false);
    }
  };

  const on = estado === 'A';
  return (
    <section className={layout.card} aria-labelledby="notifications-title">
      <h2 id="notifications-title">Privacidad y notificaciones</h2>
      <div className={styles.switchRow}>
        <label>
          <input type="checkbox" role="switch" checked={on} disabled={busy} onChange={() => void save(on ? 'D' : 'A', metodo)} /> Recibir
          notificaciones
        </label>
        <fieldset className={styles.methods} disabled={!on || busy} aria-label="Método de notificación">
          <label>
            <input type="radio" name="cnoti-metodo" checked={metodo === 'email'} onChange={() => void save(estado, 'email')} /> Correo
          </label>
          <label>
            <input type="radio" name="cnoti-metodo" checked={metodo === 'sms'} onChange={() => void save(estado, 'sms')} /> SMS
          </label>
        </fieldset>
      </div>
    </section>
  );
}
