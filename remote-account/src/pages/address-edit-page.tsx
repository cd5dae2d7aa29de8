import toast from '@botica/platform/toast';
import { useLocation, useNavigate, useParams } from '@botica/platform/router';
import { useQuery } from '@botica/platform/data/query';
import { ADDRESS_MESSAGES } from '@botica/shared-contracts/account/addresses';
import { accountQueries } from '@botica/shared-contracts/account/queries';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import { fetchAddress, updateAddress } from '../features/addresses/api/addresses';
import { AddressForm } from '../features/addresses/components/address-form';
import { forgetAddresses } from '../features/addresses/components/address-list';
import { returnPath } from './address-add-page';
import { usePageTitle } from '../ui/use-page-title';
import layout from '../ui/account-layout.module.css';
import ui from '../ui/ui.module.css';

/**
 * /direcciones/{codigo}/editar: the address with its map, Back and 'Actualizar'. Navigation state may carry the
 * warning checkout sends for an address without a point.
 */
export function AddressEditPage() {
  usePageTitle('Editar dirección');
  const { id = '' } = useParams();
  const codigo = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const navigate = useNavigate();
  const location = useLocation();
  const warning = (location.state as { warning?: unknown } | null)?.warning;
  const query = useQuery(codigo ? accountQueries.address(codigo) : null, () => fetchAddress(codigo!), { revalidateOnFocus: false });
  const missing = codigo === null || (query.error instanceof ApiError && query.error.status === 404);
  return (
    <div className={layout.page} data-testid="address-edit-page">
      <div className={layout.head}>
        <h1 className={layout.title}>Editar dirección</h1>
        <button type="button" className={layout.link} onClick={() => navigate(-1)}>
          Volver
        </button>
      </div>
      {typeof warning === 'string' && (
        <p className={ui.alert} role="status">
          {warning === ADDRESS_MESSAGES.addLocationWarning ? warning : ADDRESS_MESSAGES.addLocationWarning}
        </p>
      )}
      {missing ? (
        <p role="alert">La dirección no existe.</p>
      ) : query.data ? (
        <AddressForm
          key={query.data.codigo}
          address={query.data}
          submitLabel="Actualizar"
          onSave={async (body) => {
            await updateAddress(query.data!.codigo, body);
            toast.success(ADDRESS_MESSAGES.updated);
            forgetAddresses();
            navigate(returnPath(location.state));
          }}
        />
      ) : query.error ? (
        <p role="alert">Lo sentimos! No pudimos recuperar tus datos</p>
      ) : (
        <p>{MESSAGES.loadingData}</p>
      )}
    </div>
  );
}
