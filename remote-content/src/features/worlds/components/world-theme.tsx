import { type CSSProperties, type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate } from '@botica/platform/router';
import type { LandingSlide, LandingStyle } from '@botica/shared-contracts/content/landing';
import { useEffect } from 'react';

/** The world's colours as CSS variables for everything inside it. */
export function WorldTheme({ estilo, children, testId }: { estilo: LandingStyle; children: ReactNode; testId: string }) {
  const vars = {
    '--ct-w-primario': estilo.primario,
    '--ct-w-secundario': estilo.secundario,
    '--ct-w-terciario': estilo.terciario,
    '--ct-w-complementario': estilo.complementario,
    '--ct-w-complementario2': estilo.complementario2,
  } as CSSProperties;
  return (
    <div className="ct-world" style={vars} data-testid={testId}>
      {children}
    </div>
  );
}

/** A slider that advances every 5 s (spec 002 §9), with dots to choose a slide. */
export function WorldSlider({ slides, label }: { slides: LandingSlide[]; label: string }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (slides.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), 5000);
    return () => clearInterval(timer);
  }, [slides.length]);
  const slide = slides[index % Math.max(slides.length, 1)];
  if (!slide) return null;
  const image = <img src={`/api/imagenes/${slide.imagenWeb}`} alt={slide.descripcion} />;
  return (
    <section className="ct-slider" aria-label={label} aria-roledescription="carrusel">
      {slide.url ? <a href={slide.url}>{image}</a> : image}
      {slides.length > 1 && (
        <div className="ct-dots">
          {slides.map((s, i) => (
            <button key={`${s.imagen}-${i}`} type="button" aria-label={`Ir a la diapositiva ${i + 1}`} aria-current={i === index} onClick={() => setIndex(i)} />
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * The search inside a world: catalog's /mundo/{w}/buscar page answers it (2 or more characters). A plain GET form to
 * that page too, so a search sent before the drawn page has hydrated goes there all the same.
 */
export function WorldSearch({ world }: { world: string }) {
  const navigate = useNavigate();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // what the box holds, typed before or after the page hydrated
    const text = String(new FormData(e.currentTarget).get('s') ?? '').trim();
    if (text.length >= 2) navigate(`/mundo/${world}/buscar?s=${encodeURIComponent(text)}`);
  };
  return (
    <form role="search" aria-label="En este mundo" className="ct-world-search" action={`/mundo/${world}/buscar`} method="get" onSubmit={submit}>
      <input type="search" name="s" aria-label="Buscar en este mundo" placeholder="Buscar en este mundo" />
      <button type="submit" className="ct-button">
        Buscar
      </button>
    </form>
  );
}
