import { useAtomValue } from 'jotai';
import { Link, useLocation } from '@botica/platform/router';
import { loginUrl } from '@botica/shared-contracts/routes/route-table';
import { customerAtom, sessionLoadedAtom } from '@botica/shared-contracts/session/session.atoms';
import { styles } from './session.styles';

/** Where login should bring the visitor back to: the current page (home included), unless it is an access page. */
export function loginHref(pathname: string, search: string): string {
  return loginUrl(`${pathname}${search}`);
}

/** The header's account link: the customer's first name (or full name), 'Iniciar sesión' for visitors. */
export function AccountLink() {
  const customer = useAtomValue(customerAtom);
  const loaded = useAtomValue(sessionLoadedAtom);
  const location = useLocation();
  if (!loaded) return <span className={styles.placeholder} aria-hidden="true" />;
  if (!customer) {
    return (
      <Link to={loginHref(location.pathname, location.search)} className={styles.account} data-testid="account-link">
        <span aria-hidden="true" className={styles.icon}>👤</span>
        Iniciar sesión
      </Link>
    );
  }
  const name = customer.primerNombre?.trim() || customer.nombreCompleto;
  return (
    <Link to="/mi-cuenta" className={styles.account} data-testid="account-link" title="Mi cuenta">
      <span aria-hidden="true" className={styles.icon}>👤</span>
      <span className={styles.name}>{name}</span>
    </Link>
  );
}
