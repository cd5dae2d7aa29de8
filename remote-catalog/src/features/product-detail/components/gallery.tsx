import { useState, type MouseEvent } from 'react';
import { imageUrl } from '../../../lib/images';
import { useHydrated } from '@botica/platform/hydration';
import styles from './detail.module.css';

/** Product images with thumbnails; the main image zooms under the pointer (or on tap). */
export function Gallery({ images, alt }: { images: string[]; alt: string }) {
  const [index, setIndex] = useState(0);
  // drawn by the server: a thumbnail shows its image only once hydrated, so an early tap is not lost
  const hydrated = useHydrated();
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const list = images.length ? images : [''];
  const current = list[Math.min(index, list.length - 1)];

  const move = (e: MouseEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    setZoom({ x: ((e.clientX - box.left) / box.width) * 100, y: ((e.clientY - box.top) / box.height) * 100 });
  };

  return (
    <div className={styles.gallery} data-testid="cat-gallery">
      <div
        className={`${styles.zoom} ${zoom ? styles.zoomed : ''}`}
        onMouseMove={move}
        onMouseLeave={() => setZoom(null)}
        onClick={(e) => (zoom ? setZoom(null) : move(e))}
        role="img"
        aria-label={`${alt} (pasá el cursor para ampliar)`}
      >
        <img
          src={imageUrl(current)}
          alt={alt}
          width={600}
          height={600}
          fetchPriority="high"
          style={zoom ? { transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
        />
      </div>
      {list.length > 1 && (
        <ul className={styles.thumbs}>
          {list.map((name, i) => (
            <li key={`${name}-${i}`}>
              <button
                type="button"
                className={`${styles.thumb} ${i === index ? styles.thumbOn : ''}`}
                aria-label={`Imagen ${i + 1}`}
                aria-pressed={i === index}
                disabled={!hydrated}
                onClick={() => setIndex(i)}
              >
                <img src={imageUrl(name)} alt="" width={64} height={64} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
