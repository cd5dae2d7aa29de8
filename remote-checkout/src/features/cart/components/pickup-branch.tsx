import { ViewBranchesButton } from '../../branches/components/view-branches-button';
import { cartStore } from '../state/cart.service';
import { useCart } from '../state/use-cart';

/** Pickup at a branch chosen on the map: the cart's office, shown with its name. */
export function PickupBranch({ oncologico = false }: { oncologico?: boolean }) {
  const cart = useCart(oncologico);
  const office = cart.delivery === false ? cart.office : null;
  return (
    <div className="ck-pickup" data-testid="pickup-branch">
      <p>{office ? `Retiro en ${office.label}` : 'Retiro en sucursal'}</p>
      <ViewBranchesButton
        selectedCodigo={office?.value ?? null}
        onSelect={(branch) =>
          cartStore().pickUpAt(
            { label: branch.descripcion, value: branch.codigo, departamento: branch.departamentoCodigo, ciudad: branch.ciudadCodigo, data: branch },
            oncologico,
          )
        }
      />
    </div>
  );
}
