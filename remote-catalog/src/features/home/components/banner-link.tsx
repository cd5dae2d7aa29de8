import { Link } from '@botica/platform/router';
import type { Banner } from '@botica/shared-contracts/catalog/entities';
import { imageUrl } from '../../../lib/images';
import styles from './home.module.css';

interface Props {
  banner: Banner;
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
  /** Told when the shopper follows the banner (the rows' analytics). */
  onSelect?: () => void;
}

/**
 * A banner image (web image from 768 px) linking to its url; internal urls stay in the app. An eager banner is the
 * first screen's largest picture: asked first and shown in the frame that draws it (no asynchronous decoding).
 */
export function BannerLink({ banner, width, height, className, eager = false, onSelect }: Props) {
  const img = (
    <picture>
      {banner.imagenWeb && <source media="(min-width: 768px)" srcSet={imageUrl(banner.imagenWeb)} />}
      <img
        src={imageUrl(banner.imagen ?? banner.imagenWeb)}
        alt={banner.descripcion ?? ''}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        {...(eager ? { fetchPriority: 'high' as const } : { decoding: 'async' as const })}
      />
    </picture>
  );
  const cls = `${styles.banner} ${className ?? ''}`;
  const url = banner.url ?? '';
  if (url.startsWith('/')) {
    return (
      <Link to={url} className={cls} data-testid="cat-banner" onClick={onSelect}>
        {img}
      </Link>
    );
  }
  if (url) {
    return (
      <a href={url} className={cls} target="_blank" rel="noreferrer" data-testid="cat-banner" onClick={onSelect}>
        {img}
      </a>
    );
  }
  return <div className={cls}>{img}</div>;
}
