import type { CartItem } from '@botica/shared-contracts/cart/entities';
import { formatGs } from '@botica/shared-contracts/format/money';
import { itemImageUrl, truncateTitle } from '../state/cart.logic';
import { PillIcon } from './cart-icons';
import { QuantityCounter } from '@botica/platform/ui/quantity-counter';

interface Props {
  item: CartItem;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

export function CartLine({ item, onQuantity, onRemove }: Props) {
  const image = itemImageUrl(item);
  const hasDiscount = item.precioSinDescuento !== undefined && item.precioSinDescuento > item.precio;
  return (
    <li className="ck-line" data-testid="cart-line">
      <div className="ck-line-image">{image ? <img src={image} alt="" loading="lazy" /> : <PillIcon />}</div>
      <div className="ck-line-info">
        <p className="ck-line-title" title={item.descripcion}>
          {truncateTitle(item.descripcion)}
        </p>
        {item.marca?.descripcion && <p className="ck-line-brand">{item.marca.descripcion}</p>}
        <p className="ck-line-price">
          {hasDiscount && <s>{formatGs(item.precioSinDescuento!)}</s>} <strong>{formatGs(item.precio)}</strong>
        </p>
        {item.topeLineaCategoria && (
          <p className="ck-line-cap">Tope de hasta {item.topeLineaCategoria.cantidadTopeCategoria} por compra.</p>
        )}
      </div>
      <QuantityCounter value={item.quantity} onChange={onQuantity} label={item.descripcion} className="ck-counter" />
      <p className="ck-line-total" aria-label="Total de la línea">
        {formatGs(item.precio * item.quantity)}
      </p>
      <button type="button" className="ck-line-remove" onClick={onRemove} aria-label={`Quitar ${item.descripcion}`}>
        Quitar
      </button>
    </li>
  );
}
