import { Link } from '@botica/platform/router';
import { useQuery } from '@botica/platform/data/query';
import { accountQueries } from '@botica/shared-contracts/account/queries';
import { fetchAddresses } from '../features/addresses/api/addresses';
import { AddressList } from '../features/addresses/components/address-list';
import { usePageTitle } from '../ui/use-page-title';
import layout from '../ui/account-layout.module.css';

/** /mis-direcciones: the list, with an add link when at least one address exists. */
export function MyAddressesPage() {
  usePageTitle('Mis direcciones');
  const { data } = useQuery(accountQueries.addresses(), fetchAddresses);
  return (
    <div className={layout.page} data-testid="my-addresses-page">
      <div className={layout.head}>
        <h1 className={layout.title}>Mis direcciones</h1>
        {data && data.length > 0 && (
          <Link to="/direcciones/agregar" className={layout.back}>
            + Agregar dirección
          </Link>
        )}
      </div>
      <AddressList />
    </div>
  );
}
