import { useState } from 'react';
import type { Product } from '@botica/shared-contracts/catalog/entities';
import styles from './detail.module.css';

/** Description or attributes, one tab each. */
export function DescriptionTabs({ product }: { product: Product }) {
  const [tab, setTab] = useState<'descripcion' | 'atributos'>('descripcion');
  const attrs = product.atributos ?? [];
  return (
    <section className={styles.tabs}>
      <div role="tablist" className={styles.tablist}>
        <button
          type="button"
          role="tab"
          id="cat-tab-descripcion"
          aria-selected={tab === 'descripcion'}
          aria-controls="cat-panel"
          className={`${styles.tab} ${tab === 'descripcion' ? styles.tabOn : ''}`}
          onClick={() => setTab('descripcion')}
        >
          Descripción
        </button>
        <button
          type="button"
          role="tab"
          id="cat-tab-atributos"
          aria-selected={tab === 'atributos'}
          aria-controls="cat-panel"
          className={`${styles.tab} ${tab === 'atributos' ? styles.tabOn : ''}`}
          onClick={() => setTab('atributos')}
        >
          Atributos
        </button>
      </div>
      <div role="tabpanel" id="cat-panel" aria-labelledby={`cat-tab-${tab}`} className={styles.panel}>
        {tab === 'descripcion' ? (
          <p>{product.descripcionLarga || product.descripcion}</p>
        ) : attrs.length ? (
          <table className={styles.attrs}>
            <tbody>
              {attrs.map((a) => (
                <tr key={a.nombre}>
                  <th scope="row">{a.nombre}</th>
                  <td>{a.valor}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>Sin atributos para este producto.</p>
        )}
      </div>
    </section>
  );
}
