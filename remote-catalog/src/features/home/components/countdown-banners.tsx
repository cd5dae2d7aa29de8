import { useQuery } from '@botica/platform/data/query';
import { timerBanner } from '../api';
import { CountdownBanner } from './countdown-banner';
import styles from './home.module.css';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';

/** The countdown banners of one position; the first-screen one keeps its space while it loads. */
export function CountdownBanners({ which, reserve = false }: { which: 'temporizador' | 'temporizador-dos'; reserve?: boolean }) {
  const { data } = useQuery(catalogQueries.banners(which), () => timerBanner(which));
  if (!data) return reserve ? <div className={styles.timerSlot} aria-hidden="true" /> : null;
  if (!data.length) return null;
  return (
    <>
      {data.slice(0, 1).map((b) => (
        <CountdownBanner key={b.codigo} banner={b} />
      ))}
    </>
  );
}
