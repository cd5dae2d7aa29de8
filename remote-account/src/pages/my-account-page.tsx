import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { request } from '@botica/shared-contracts/events/bus';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import { customerAtom } from '@botica/shared-contracts/session/session.atoms';
import { AccountSummary } from '../features/account-summary/components/account-summary';
import { AccountSections } from '../features/account-summary/components/account-sections';
import { VerifyEmailBanner } from '../features/email-verification/components/verify-email-banner';
import { DeleteAccount } from '../features/profile/components/delete-account';
import { NotificationSettings } from '../features/profile/components/notification-settings';
import { PasswordChange } from '../features/profile/components/password-change';
import { ProfilePicture } from '../features/profile/components/profile-picture';
import { VerificationModal } from '../features/profile/components/verification-modal';
import { CardList } from '../features/cards/components/card-list';
import { GuardiansSummary } from '../features/guardians/components/guardians-summary';
import { usePageTitle } from '../ui/use-page-title';
import ui from '../ui/ui.module.css';
import styles from './my-account-page.module.css';

/** Greeting by first and last name, or the full name (a company's business name). */
export function greetingName(c: { primerNombre: string; primerApellido: string; nombreCompleto: string; tipo: string }): string {
  if (c.tipo === 'empresa') return c.nombreCompleto;
  const short = `${c.primerNombre ?? ''} ${c.primerApellido ?? ''}`.trim();
  return short || c.nombreCompleto;
}

/** /mi-cuenta (private): greeting, the customer's data, verification state, the account sections and logout. */
export function MyAccountPage() {
  usePageTitle('Mi cuenta');
  const customer = useAtomValue(customerAtom);
  const [leaving, setLeaving] = useState(false);
  if (!customer) return <p className={ui.muted}>{MESSAGES.loadingData}</p>;
  const logout = () => {
    setLeaving(true);
    request('host:logout', {}).catch(() => setLeaving(false));
  };
  return (
    <div className={styles.page} data-testid="my-account-page">
      <header className={styles.head}>
        <div>
          <p className={styles.hello}>¡Hola!</p>
          <h1 className={styles.name}>{greetingName(customer)}</h1>
        </div>
        <button type="button" className={ui.secondary} onClick={logout} disabled={leaving}>
          Cerrar sesión
        </button>
      </header>
      {customer.emailValido !== 'S' && <VerifyEmailBanner email={customer.email} />}
      {!customer.clienteVerificado && !customer.esFuncionario && <VerificationModal />}
      <div className={styles.grid}>
        <div className={styles.column}>
          <AccountSummary customer={customer} />
          <ProfilePicture customer={customer} />
          <section className={styles.card} aria-labelledby="my-cards-title">
            <h2 id="my-cards-title">Mis tarjetas</h2>
            <CardList compact />
          </section>
          <GuardiansSummary />
        </div>
        <div className={styles.column}>
          <AccountSections />
          <NotificationSettings customer={customer} />
          <PasswordChange customer={customer} />
          <DeleteAccount customer={customer} />
        </div>
      </div>
    </div>
  );
}
