import { type CSSProperties, useEffect } from 'react';
import { useQuery } from '@botica/platform/data/query';
import { Link, useParams } from '@botica/platform/router';
import type { Cover } from '@botica/shared-contracts/content/covers';
import { coverQueries } from '@botica/shared-contracts/content/queries';
import { ContentNotFound } from '../../static-pages/components/content-not-found';
import { getCover } from '../api/get-cover';
import { safeHtml } from './safe-html';

const image = (cover: Cover, ubicacion: Cover['imagenes'][number]['ubicacion']) => cover.imagenes.find((i) => i.ubicacion === ubicacion);

function Layout({ cover, kind }: { cover: Cover; kind: 'web' | 'app' }) {
  const fondo = image(cover, kind === 'web' ? 'FONDO-WEB' : 'FONDO-APP');
  const derecha = image(cover, kind === 'web' ? 'DERECHA-WEB' : 'DERECHA-APP');
  const html = safeHtml(kind === 'web' ? cover.contenido : (cover.contenidoApp ?? cover.contenido));
  const style = {
    backgroundColor: cover.color ?? '#0a7d4f',
    backgroundImage: fondo ? `url(/api/imagenes/${fondo.imagenWeb ?? fondo.imagen})` : undefined,
  } as CSSProperties;
  return (
    <div className={`ct-cover ct-cover--${kind}`} style={style} data-testid={`cover-${kind}`}>
      <div className="ct-cover-text" dangerouslySetInnerHTML={{ __html: html }} />
      {derecha && (
        <a href={derecha.url ?? '#'} className="ct-cover-side">
          <img src={`/api/imagenes/${derecha.imagenWeb ?? derecha.imagen}`} alt={cover.nombre} />
        </a>
      )}
    </div>
  );
}

/** /portada/{slug}: a cover page, desktop and mobile layouts (FONDO/DERECHA images -WEB and -APP), with its banners. */
export function CoverPage() {
  const { slug = '' } = useParams();
  const valid = /^[a-z0-9-]{1,80}$/.test(slug);
  const { data, error, loading } = useQuery(valid ? coverQueries.bySlug(slug) : null, () => getCover(slug));
  useEffect(() => {
    if (data) document.title = `${data.results.nombre} | Botica Guaraní`;
  }, [data]);
  if (!valid || (error && !data)) return <ContentNotFound />;
  if (!data || loading) return <p role="status">Estamos obteniendo los datos...</p>;
  const cover = data.results;
  return (
    <article className="ct-cover-page" data-testid="cover-page" aria-label={cover.nombre}>
      <h1 className="ct-visually-hidden">{cover.nombre}</h1>
      <Layout cover={cover} kind="web" />
      <Layout cover={cover} kind="app" />
      {cover.banners.length > 0 && (
        <ul className="ct-cover-banners">
          {cover.banners.map((b, i) => (
            <li key={`${b.imagen}-${i}`}>
              <Link to={b.url ?? '/'}>
                <img src={`/api/imagenes/${b.imagenWeb ?? b.imagen}`} alt={cover.nombre} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
