import type { CartItem } from '@botica/shared-contracts/cart/entities';
import type { CalculatedLine } from '@botica/shared-contracts/checkout/entities';
import { CHECKOUT_MESSAGES } from '@botica/shared-contracts/checkout/constants';
import { formatGs } from '@botica/shared-contracts/format/money';
import { itemImageUrl, truncateTitle } from '../state/cart.logic';
import { PillIcon } from './cart-icons';
import { GiftOption } from './gift-option';
import { QuantityCounter } from '@botica/platform/ui/quantity-counter';

interface Props {
  item: CartItem;
  /** The line as the calculation priced it: every amount shown comes from there. */
  priced: CalculatedLine | undefined;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  /** Highest quantity the counter allows (the category cap on delivery). */
  max?: number;
  /** The saved cart's id the gift check names ('0' before the cart is saved). */
  cartId?: string;
  onGift?: (esRegalo: boolean) => void;
}

export function CartLine({ item, priced, onQuantity, onRemove, max, cartId = '0', onGift }: Props) {
  const image = itemImageUrl(item);
  const hasDiscount = !!priced && priced.precioSinDescuento > priced.precioPantalla;
  const cap = item.topeLineaCategoria?.cantidadTopeCategoria ?? priced?.tope ?? null;
  return (
    <li className="ck-line" data-testid="cart-line">
      <div className="ck-line-image">{image ? <img src={image} alt="" loading="lazy" /> : <PillIcon />}</div>
      <div className="ck-line-info">
        <p className="ck-line-title" title={item.descripcion}>
          {truncateTitle(item.descripcion)}
        </p>
        {item.marca?.descripcion && <p className="ck-line-brand">{item.marca.descripcion}</p>}
        <p className="ck-line-price">
          {priced ? (
            <>
              {hasDiscount && <s>{formatGs(priced.precioSinDescuento)}</s>} <strong>{formatGs(priced.precioPantalla)}</strong>
            </>
          ) : (
            <span className="ck-muted">Calculando…</span>
          )}
        </p>
        {priced?.promocion && priced.faltanParaPromocion > 0 && (
          <p className="ck-line-cap">
            Agregá {priced.faltanParaPromocion} más para activar la promoción {priced.promocion}.
          </p>
        )}
        {item.descuentoForma ? (
          <p className="ck-line-cap" data-testid="line-payment-discount">
            {`-${item.descuentoForma}% con la forma de pago elegida`}
          </p>
        ) : null}
        {priced?.observacion && <p className="ck-line-stock">{priced.observacion}</p>}
        {cap !== null && <p className="ck-line-cap">{CHECKOUT_MESSAGES.lineCap(cap)}</p>}
        {onGift && <GiftOption item={item} cartId={cartId} onToggle={onGift} />}
      </div>
      <QuantityCounter
        value={item.quantity}
        onChange={onQuantity}
        label={item.descripcion}
        max={max}
        step={item.descuentoPorCantidad?.step ?? 1}
        className="ck-counter"
      />
      <p className="ck-line-total" aria-label="Total de la línea">
        {priced ? formatGs(priced.subtotal) : '…'}
      </p>
      <button type="button" className="ck-line-remove" onClick={onRemove} aria-label={`Quitar ${item.descripcion}`}>
        Quitar
      </button>
    </li>
  );
}
