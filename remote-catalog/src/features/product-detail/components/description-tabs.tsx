import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import type { Product } from '@botica/shared-contracts/catalog/entities';
import { useHydrated } from '@botica/platform/hydration';
import styles from './detail.module.css';

const TABS = [
  { key: 'descripcion', label: 'Descripción' },
  { key: 'atributos', label: 'Atributos' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/**
 * Description or attributes, one tab each (the WAI-ARIA tabs pattern): one Tab stop for the tab list (the selected
 * tab), Left/Right move to the previous/next tab (wrapping), Home/End to the first/last, and the tab reached is
 * shown at once.
 */
export function DescriptionTabs({ product }: { product: Product }) {
  const [tab, setTab] = useState<TabKey>('descripcion');
  // drawn by the server: the other tabs open only once hydrated, so an early tap is not lost
  const hydrated = useHydrated();
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const attrs = product.atributos ?? [];
  const tabId = (key: TabKey) => `${base}-tab-${key}`;
  const panelId = (key: TabKey) => `${base}-panel-${key}`;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const current = TABS.findIndex((t) => t.key === tab);
    const last = TABS.length - 1;
    const next =
      e.key === 'ArrowRight' ? (current === last ? 0 : current + 1)
      : e.key === 'ArrowLeft' ? (current === 0 ? last : current - 1)
      : e.key === 'Home' ? 0
      : e.key === 'End' ? last
      : null;
    if (next === null) return;
    e.preventDefault();
    setTab(TABS[next]!.key);
    buttons.current[next]?.focus();
  };

  const panels: Record<TabKey, ReactNode> = {
    descripcion: <p>{product.descripcionLarga || product.descripcion}</p>,
    atributos: attrs.length ? (
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
    ),
  };

  return (
    <section className={styles.tabs}>
      <div role="tablist" aria-label="Información del producto" className={styles.tablist} onKeyDown={onKeyDown}>
        {TABS.map((t, i) => (
          <button
            key={t.key}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(t.key)}
            aria-selected={tab === t.key}
            aria-controls={panelId(t.key)}
            tabIndex={tab === t.key ? 0 : -1}
            disabled={!hydrated && tab !== t.key}
            className={`${styles.tab} ${tab === t.key ? styles.tabOn : ''}`}
            onClick={() => setTab(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {TABS.map((t) => (
        <div key={t.key} role="tabpanel" id={panelId(t.key)} aria-labelledby={tabId(t.key)} tabIndex={0} hidden={tab !== t.key} className={styles.panel}>
          {tab === t.key && panels[t.key]}
        </div>
      ))}
    </section>
  );
}
