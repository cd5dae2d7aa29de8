import toast from '@botica/platform/toast';
import { Link, useLocation, useNavigate } from '@botica/platform/router';
import { ADDRESS_MESSAGES } from '@botica/shared-contracts/account/addresses';
import { createAddress } from '../features/addresses/api/addresses';
import { AddressForm } from '../features/addresses/components/address-form';
import { forgetAddresses } from '../features/addresses/components/address-list';
import { usePageTitle } from '../ui/use-page-title';
import layout from '../ui/account-layout.module.css';

/** Where to go after saving: back to the page that sent the customer here (the cart), else the list. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/mis-direcciones';
}

/** /direcciones/agregar: the create-address form and the map side by side. */
export function AddressAddPage() {
  usePageTitle('Agregar dirección');
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div className={layout.page} data-testid="address-add-page">
      <div className={layout.head}>
        <h1 className={layout.title}>Agregar dirección</h1>
        <Link to="/mis-direcciones" className={layout.back}>
          Volver
        </Link>
      </div>
      <AddressForm
        submitLabel="Guardar"
        onSave={async (body) => {
          await createAddress(body);
          toast.success(ADDRESS_MESSAGES.added);
          forgetAddresses();
          navigate(returnPath(location.state));
        }}
      />
    </div>
  );
}
