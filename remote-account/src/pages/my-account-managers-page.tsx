import { Link } from '@botica/platform/router';
import { setQueryData, useQuery } from '@botica/platform/data/query';
import { accountQueries } from '@botica/shared-contracts/account/queries';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import { fetchGuardians } from '../features/guardians/api/guardians';
import { GuardiansForm } from '../features/guardians/components/guardians-form';
import { usePageTitle } from '../ui/use-page-title';
import layout from '../ui/account-layout.module.css';

const KEY = accountQueries.guardians();

/** /mi-cuenta-encargados: form to update the guardians' data and choose the default one. */
export function MyAccountManagersPage() {
  usePageTitle('Encargados');
  const query = useQuery(KEY, fetchGuardians);
  return (
    <div className={layout.page} data-testid="my-account-managers-page">
      <div className={layout.head}>
        <h1 className={layout.title}>Encargados</h1>
        <Link to="/mi-cuenta" className={layout.back}>
          Volver
        </Link>
      </div>
      {query.data ? (
        <GuardiansForm key={JSON.stringify(query.data)} guardians={query.data} onSaved={(list) => setQueryData(KEY, list)} />
      ) : query.error ? (
        <p role="alert">Lo sentimos! No pudimos recuperar tus datos</p>
      ) : (
        <p>{MESSAGES.loadingData}</p>
      )}
    </div>
  );
}
