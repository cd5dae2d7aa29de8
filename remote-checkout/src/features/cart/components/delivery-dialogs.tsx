import { Link } from '@botica/platform/router';
import { ADDRESS_MESSAGES } from '@botica/shared-contracts/account/addresses';
import type { StoredCart } from '../state/cart.model';
import { cartStore } from '../state/cart.service';
import { setShippingType } from '../state/checkout.logic';
import { Dialog } from './dialog';

export const DELIVERY_METHOD_TITLE = 'Método de Entrega';
export const MISSING_LOCATION_TITLE = 'Falta la ubicación';

/** 'Método de Entrega': home delivery or pickup at a branch (shipping type 1 or 2). */
export function DeliveryMethodDialog({ cart, onClose }: { cart: StoredCart; onClose: () => void }) {
  const store = cartStore();
  const onco = cart.oncologico === true;
  const choose = (tipo: 1 | 2) => {
    store.update(onco, (c) => setShippingType(c, tipo));
    onClose();
  };
  return (
    <Dialog title={DELIVERY_METHOD_TITLE} onClose={onClose}>
      <p>¿Cómo querés recibir tu pedido?</p>
      <div className="ck-dialog-choices">
        <button type="button" className={`ck-button ck-button-block${cart.delivery ? '' : ' ck-button-ghost'}`} onClick={() => choose(1)}>
          Delivery a domicilio
        </button>
        <button type="button" className={`ck-button ck-button-block${cart.delivery ? ' ck-button-ghost' : ''}`} onClick={() => choose(2)}>
          Retiro en sucursal
        </button>
      </div>
    </Dialog>
  );
}

/**
 * An address without coordinates cannot take a delivery: the shopper is sent to put it on the map, the edit page
 * saying why ('Se debe de agregar la ubicación…', spec 001 §2) and coming back to this cart once it is saved.
 */
export function MissingLocationDialog({ address, from, onClose }: { address: { codigo: number; nombre: string }; from: string; onClose: () => void }) {
  return (
    <Dialog title={MISSING_LOCATION_TITLE} onClose={onClose}>
      <p>
        La dirección «{address.nombre}» no tiene su ubicación en el mapa. Para enviarte el pedido necesitamos saber dónde queda.
      </p>
      <Link
        className="ck-button ck-button-block"
        to={`/direcciones/${address.codigo}/editar`}
        state={{ warning: ADDRESS_MESSAGES.addLocationWarning, from }}
        onClick={onClose}
      >
        Agregar ubicación
      </Link>
    </Dialog>
  );
}
