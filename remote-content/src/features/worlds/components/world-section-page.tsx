import { useQuery } from '@botica/platform/data/query';
import { Link, useParams, useSearchParams } from '@botica/platform/router';
import { landingQueries } from '@botica/shared-contracts/content/queries';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { ContentNotFound } from '../../static-pages/components/content-not-found';
import { getLanding, getSectionProducts } from '../api/get-landing';
import { WorldProductGrid } from './world-product-grid';
import { WorldSearch, WorldTheme } from './world-theme';

/** /mundo/{landing}/{id}: one section's products, with its description and banner; the page lives in the URL. */
export function WorldSectionPage() {
  const { landing = '', id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const orderBy = params.get('orderBy') ?? undefined;
  const valid = /^\d{1,9}$/.test(id);
  const world = useQuery(valid ? landingQueries.world(landing) : null, () => getLanding(landing));
  const { data, error, loading } = useQuery(valid ? landingQueries.section(landing, id, page, orderBy) : null, () =>
    getSectionProducts(landing, id, page, orderBy),
  );
  if (!valid || (error instanceof ApiError && error.status === 404) || (world.error instanceof ApiError && world.error.status === 404)) return <ContentNotFound />;
  if (!data) return <p role={loading ? 'status' : 'alert'}>{loading ? 'Estamos obteniendo los datos...' : 'Lo sentimos! No pudimos recuperar tus datos'}</p>;
  const { productos, secciones_detalle: detalle, estilo } = data;
  const pages = Math.max(1, Math.ceil(productos.total / productos.pageSize));
  const oncologico = world.data?.landingResult.oncologico ?? false;
  return (
    <WorldTheme estilo={estilo} testId="world-section-page">
      <header className="ct-world-hero">
        <p>
          <Link to={`/mundo/${landing}`}>{world.data?.landingResult.nombre ?? 'Volver al mundo'}</Link>
        </p>
        <h1>{detalle.titulo}</h1>
        {detalle.descripcion && <p>{detalle.descripcion}</p>}
        <WorldSearch world={landing} />
      </header>
      {detalle.banner && <img className="ct-world-banner" src={`/api/imagenes/${detalle.banner}`} alt="" />}
      <p className="ct-note">{productos.total} productos</p>
      <WorldProductGrid products={productos.results} world={landing} oncologico={oncologico} />
      {pages > 1 && (
        <nav className="ct-pager" aria-label="Páginas">
          <button type="button" disabled={page <= 1} onClick={() => setParams({ page: String(page - 1) })}>
            Anterior
          </button>
          <span>
            Página {page} de {pages}
          </span>
          <button type="button" disabled={page >= pages} onClick={() => setParams({ page: String(page + 1) })}>
            Siguiente
          </button>
        </nav>
      )}
    </WorldTheme>
  );
}
