import { useEffect, useState } from 'react';
import type { Banner } from '@botica/shared-contracts/catalog/entities';
import { remaining } from '../state/countdown';
import { BannerLink } from './banner-link';
import styles from './home.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

/** Counts down to the banner's fechaFin every second and hides itself once it has passed. */
export function CountdownBanner({ banner, now = () => new Date() }: { banner: Banner; now?: () => Date }) {
  const end = banner.fechaFin ? new Date(banner.fechaFin) : null;
  const [left, setLeft] = useState(() => (end ? remaining(end, now()) : null));

  useEffect(() => {
    if (!end) return;
    const timer = setInterval(() => {
      const next = remaining(end, now());
      setLeft(next);
      if (!next) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [banner.fechaFin]);

  if (!left) return null;
  const units: [number, string][] = [
    [left.days, left.days === 1 ? 'día' : 'días'],
    [left.hours, 'horas'],
    [left.minutes, 'minutos'],
    [left.seconds, 'segundos'],
  ];
  return (
    <section className={styles.timer} data-testid="cat-countdown" aria-label={banner.descripcion ?? 'Cuenta regresiva'}>
      <BannerLink banner={banner} width={1200} height={160} className={styles.timerImage} />
      <div className={styles.timerText}>
        <span className={styles.timerLabel}>{banner.descripcion ?? 'La oferta termina en'}</span>
        <ul className={styles.units} aria-live="off">
          {units.map(([value, label]) => (
            <li key={label}>
              {/* the server drew it a moment earlier: hydration keeps its digits, the next tick writes them */}
              <strong suppressHydrationWarning>{pad(value)}</strong>
              {label}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
