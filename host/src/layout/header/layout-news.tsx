import { useQuery } from '@botica/platform/data/query';
import { Link } from '@botica/platform/router';
import type { Banner } from '@botica/shared-contracts/catalog/entities';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';
import { fetchLayoutNews } from '../../api';
import type { LayoutNews } from '@botica/shared-contracts/catalog/responses';
import { LAYOUT_DATA } from '../layout-data';

const NONE: LayoutNews = { novedadesHeader: [], promocionesHeader: [], novedadesFooter: [] };

/** The header's and footer's news banners; the server draws them with the page (shopLayoutReads). */
export function useLayoutNews(): LayoutNews {
  return useQuery(catalogQueries.layoutNews(), fetchLayoutNews, LAYOUT_DATA).data ?? NONE;
}

/** A banner as a text link: the shop's own pages through the router, any other address as a plain link. */
export function NewsLink({ banner }: { banner: Banner }) {
  const text = banner.descripcion ?? '';
  if (!text) return null;
  const url = banner.url ?? '';
  if (url.startsWith('/')) return <Link to={url}>{text}</Link>;
  if (/^https?:\/\//.test(url)) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer">
        {text}
      </a>
    );
  }
  return <span>{text}</span>;
}

/** The strip below the header: its novelties (`/novedades-header`) and promotions (`/promociones/header`), spec 002 §2.11. */
export function HeaderNews() {
  const { novedadesHeader, promocionesHeader } = useLayoutNews();
  if (!novedadesHeader.length && !promocionesHeader.length) return null;
  return (
    <nav className="bg-header-news" aria-label="Novedades y promociones" data-testid="header-news">
      <ul>
        {novedadesHeader.map((b) => (
          <li key={`n${b.codigo}`} className="bg-header-news-item">
            <strong>Novedades:</strong> <NewsLink banner={b} />
          </li>
        ))}
        {promocionesHeader.map((b) => (
          <li key={`p${b.codigo}`} className="bg-header-news-item">
            <strong>Promociones:</strong> <NewsLink banner={b} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer's news (`/novedades-footer`, spec 002 §2.10 "footer news"). */
export function FooterNews() {
  const { novedadesFooter } = useLayoutNews();
  if (!novedadesFooter.length) return null;
  return (
    <section data-testid="footer-news">
      <h2>Novedades</h2>
      <ul className="bg-footer-list">
        {novedadesFooter.map((b) => (
          <li key={b.codigo}>
            <NewsLink banner={b} />
          </li>
        ))}
      </ul>
    </section>
  );
}
