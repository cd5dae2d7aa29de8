import { useAtomValue } from 'jotai';
import { Link } from '@botica/platform/router';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import { customerAtom } from '@botica/shared-contracts/session/session.atoms';
import { AccountForm } from '../features/profile/components/account-form';
import { ContactNumbers } from '../features/profile/components/contact-numbers';
import { usePageTitle } from '../ui/use-page-title';
import layout from '../ui/account-layout.module.css';
import ui from '../ui/ui.module.css';

/** /mi-cuenta-datos: 'Actualizar mi cuenta' with a Back link to /mi-cuenta; contact numbers are managed here. */
export function MyAccountDataPage() {
  usePageTitle('Actualizar mi cuenta');
  const customer = useAtomValue(customerAtom);
  if (!customer) return <p className={ui.muted}>{MESSAGES.loadingData}</p>;
  return (
    <div className={layout.page} data-testid="my-account-data-page">
      <div className={layout.head}>
        <h1 className={layout.title}>Actualizar mi cuenta</h1>
        <Link to="/mi-cuenta" className={layout.back}>
          Volver
        </Link>
      </div>
      <div className={layout.split}>
        <section className={layout.card}>
          {/* keyed by the saved data: after a save the form starts from what the server holds */}
          <AccountForm key={`${customer.codigo}:${customer.email}:${customer.celular1}:${customer.celular2}`} customer={customer} />
        </section>
        <ContactNumbers customer={customer} />
      </div>
    </div>
  );
}
