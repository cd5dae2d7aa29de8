import { useQuery } from '../../../lib/use-query';
import { timerBanners } from '../api/home';
import { CountdownBanner } from './countdown-banner';
import styles from './home.module.css';

export function CountdownBanners() {
  const { data } = useQuery('banners:timers', timerBanners);
  if (!data) return <div className={styles.timerSlot} aria-hidden="true" />;
  if (!data.length) return null;
  return (
    <>
      {data.map((b) => (
        <CountdownBanner key={b.codigo} banner={b} />
      ))}
    </>
  );
}
