import { useHydrated } from '@botica/platform/hydration';
import { useFavourite } from '../state/use-favourite';
import styles from './favourite-heart.module.css';

export function FavouriteHeart({ codigo, className }: { codigo: number; className?: string }) {
  const { favourite, toggle } = useFavourite(codigo);
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className={`${styles.heart} ${favourite ? styles.on : ''} ${className ?? ''}`}
      aria-pressed={favourite}
      disabled={!hydrated}
      aria-label={favourite ? 'Quitar de favoritos' : 'Agregar a favoritos'}
      data-testid="cat-favourite"
      onClick={(e) => {
        e.preventDefault();
        void toggle();
      }}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z"
          fill={favourite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
    </button>
  );
}
