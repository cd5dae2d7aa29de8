import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from '@botica/platform/router';
import { productPrices, toCartItem } from '@botica/shared-contracts/cart/quantity';
import type { Product } from '@botica/shared-contracts/catalog/entities';
import { request } from '@botica/shared-contracts/events/bus';
import { formatGs } from '@botica/shared-contracts/format/money';
import { MESSAGES } from '@botica/shared-contracts/session/messages';

interface Props {
  products: Product[];
  world: string;
  /** The oncology world fills the oncology cart. */
  oncologico: boolean;
}

function WorldProduct({ product, world, oncologico }: { product: Product; world: string; oncologico: boolean }) {
  const [adding, setAdding] = useState(false);
  const { price, before } = productPrices(product);
  const href = `/mundo/${world}/producto/${product.codigo}/${product.slug}`;
  const add = async () => {
    setAdding(true);
    try {
      // checkout owns the cart, its quantity rule and the toast
      await request('checkout:add-to-cart', { item: toCartItem(product, 1), ...(oncologico ? { oncologico: true } : {}) });
    } catch {
      toast.error(MESSAGES.generic);
    } finally {
      setAdding(false);
    }
  };
  return (
    <li className="ct-product" data-testid="world-product">
      <Link to={href} className="ct-product-link">
        <img src={product.fotoPrincipal ? `/api/imagenes/${product.fotoPrincipal.nombre}` : '/api/imagenes/placeholders/medicamentos.svg'} alt="" loading="lazy" />
        <span className="ct-product-name">{product.descripcion}</span>
      </Link>
      <p className="ct-product-price">
        <strong>{formatGs(price)}</strong>
        {before !== undefined && <s>{formatGs(before)}</s>}
        {product.descuento > 0 && before !== undefined && <span className="ct-badge">-{product.descuento}%</span>}
      </p>
      <button type="button" className="ct-button" disabled={adding} onClick={() => void add()} aria-label={`Agregar ${product.descripcion} al carrito`}>
        {oncologico ? 'Agregar al carrito oncológico' : 'Agregar al carrito'}
      </button>
    </li>
  );
}

/** A world's product list; its add button asks checkout to add the line (the oncology cart in the oncology world). */
export function WorldProducts({ products, world, oncologico }: Props) {
  if (!products.length) return <p>No se encontraron productos</p>;
  return (
    <ul className="ct-products">
      {products.map((p) => (
        <WorldProduct key={p.codigo} product={p} world={world} oncologico={oncologico} />
      ))}
    </ul>
  );
}
