import type { ReactNode } from 'react';
import { useSearchParams } from '@botica/platform/router';
import { CompanyForm } from './company-form';
import { PersonForm } from './person-form';
import styles from './signup-tabs.module.css';

export type SignupTab = 'persona' | 'empresa';

/** Tabs Persona and Empresa; the chosen tab lives in the URL (?tipo=empresa). Social buttons on Persona only. */
export function SignupTabs({ social }: { social: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const tab: SignupTab = params.get('tipo') === 'empresa' ? 'empresa' : 'persona';
  const choose = (next: SignupTab) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'empresa') copy.set('tipo', 'empresa');
        else copy.delete('tipo');
        return copy;
      },
      { replace: true },
    );
  return (
    <>
      <div role="tablist" aria-label="Tipo de cliente" className={styles.tabs}>
        {(['persona', 'empresa'] as const).map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`signup-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`signup-panel-${id}`}
            className={tab === id ? styles.active : styles.tab}
            onClick={() => choose(id)}
          >
            {id === 'persona' ? 'Persona' : 'Empresa'}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`signup-panel-${tab}`} aria-labelledby={`signup-tab-${tab}`} className={styles.panel}>
        {tab === 'persona' ? (
          <>
            {social}
            <div className={styles.divider}>o completá tus datos</div>
            <PersonForm />
          </>
        ) : (
          <CompanyForm />
        )}
      </div>
    </>
  );
}
