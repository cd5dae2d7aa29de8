import { useEffect } from 'react';
import { useQuery } from '@botica/platform/data/query';
import { Link, useParams } from '@botica/platform/router';
import type { LandingSection } from '@botica/shared-contracts/content/landing';
import { landingQueries } from '@botica/shared-contracts/content/queries';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { useDrawnTitle } from '../../../app/server-render';
import { ContentNotFound } from '../../static-pages/components/content-not-found';
import { getLanding, getSectionProducts } from '../api/get-landing';
import { WorldProductGrid } from './world-product-grid';
import { WorldSearch, WorldSlider, WorldTheme } from './world-theme';

/** How many products a section shows on the world's home (the section's page has them all). */
const PREVIEW = 8;

function SectionPreview({ world, section, oncologico }: { world: string; section: LandingSection; oncologico: boolean }) {
  const { data } = useQuery(landingQueries.section(world, String(section.codigo), 1), () => getSectionProducts(world, section.codigo, 1));
  return (
    <section className="ct-world-section" aria-labelledby={`ct-sec-${section.codigo}`}>
      <header>
        <h2 id={`ct-sec-${section.codigo}`}>{section.titulo}</h2>
        <Link to={`/mundo/${world}/${section.codigo}`}>Ver todos</Link>
      </header>
      {section.descripcion && <p className="ct-note">{section.descripcion}</p>}
      {data ? <WorldProductGrid products={data.productos.results.slice(0, PREVIEW)} world={world} oncologico={oncologico} /> : <p role="status">Estamos obteniendo los datos...</p>}
    </section>
  );
}

/** /mundo/{landing}: the world's home: main slider, colour theme, her/his sections, sliders and section products. */
export function WorldPage() {
  const { landing = '' } = useParams();
  const { data, error, loading, reload } = useQuery(landingQueries.world(landing), () => getLanding(landing));
  useDrawnTitle(data?.landingResult.nombre);
  useEffect(() => {
    if (data) document.title = `${data.landingResult.nombre} | Botica Guaraní`;
  }, [data]);
  if (error instanceof ApiError && error.status === 404) return <ContentNotFound />;
  if (!data) {
    return loading ? (
      <p role="status">Estamos obteniendo los datos...</p>
    ) : (
      <p role="alert">
        Lo sentimos! No pudimos recuperar tus datos{' '}
        <button type="button" className="ct-link" onClick={reload}>
          Actualizar página
        </button>
      </p>
    );
  }
  const { landingResult: world, estilo } = data;
  return (
    <WorldTheme estilo={estilo} testId="world-page">
      <header className="ct-world-hero">
        <h1>{world.nombre}</h1>
        {world.descripcion && <p>{world.descripcion}</p>}
        <WorldSearch world={world.slug} />
      </header>
      <WorldSlider slides={data.sliderPrincipal} label={`Novedades de ${world.nombre}`} />
      {data.el_ella.length > 0 && (
        <nav className="ct-el-ella" aria-label="Para ella y para él">
          {data.el_ella.map((s) => (
            <Link key={s.codigo} to={`/mundo/${world.slug}/${s.codigo}`} className="ct-el-ella-tile">
              {s.imagen && <img src={`/api/imagenes/${s.imagen}`} alt="" />}
              <span>{s.titulo}</span>
            </Link>
          ))}
        </nav>
      )}
      {data.secciones.map((s) =>
        s.tipo === 'S' ? (
          <WorldSlider key={s.codigo} slides={s.slider} label={s.titulo} />
        ) : s.interna ? (
          <SectionPreview key={s.codigo} world={world.slug} section={s} oncologico={world.oncologico} />
        ) : null,
      )}
    </WorldTheme>
  );
}
