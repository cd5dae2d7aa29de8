import { Children, type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import type { KeenSliderInstance } from 'keen-slider';
import { useHydrated } from '@botica/platform/hydration';
import 'keen-slider/keen-slider.min.css';
import { autoplay } from '../lib/keen-autoplay';
import styles from './carousel.module.css';

export interface PerView {
  mobile: number;
  tablet?: number;
  desktop: number;
}

interface Props {
  children: ReactNode;
  perView: PerView;
  /** Autoplay interval; desktopMs overrides it from 1100 px (e.g. brands every 10 s). */
  autoplayMs?: number;
  desktopAutoplayMs?: number;
  gap?: number;
  dots?: boolean;
  label: string;
  testId?: string;
}

/** keen-slider carousel, mobile first, with arrows, optional dots and autoplay. */
export function Carousel({ children, perView, autoplayMs = 5000, desktopAutoplayMs, gap = 12, dots = false, label, testId }: Props) {
  const slides = Children.toArray(children);
  const [current, setCurrent] = useState(0);
  const tablet = perView.tablet ?? Math.round((perView.mobile + perView.desktop) / 2);
  const firstView = Math.max(perView.mobile, tablet, perView.desktop);
  const desktop = typeof window !== 'undefined' && window.matchMedia?.('(min-width: 1100px)').matches;
  const interval = desktop && desktopAutoplayMs ? desktopAutoplayMs : autoplayMs;
  // keen-slider measures the track when it starts (a forced layout of the whole page). It starts in a task of its
  // own after the first frame, not inside the render that mounts the page, and only once the carousel comes near
  // the viewport: carousels further down the page cost nothing while the page loads. Until then the CSS lays the
  // slides out as the slider will.
  const [started, setStarted] = useState(false);
  // drawn by the server: the arrows and dots move the slides only once hydrated, so an early tap is not lost
  const hydrated = useHydrated();
  const [wrap, setWrap] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!wrap) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let observer: IntersectionObserver | undefined;
    const start = () => {
      timer = setTimeout(() => setStarted(true), 0);
    };
    const frame = requestAnimationFrame(() => {
      if (typeof IntersectionObserver === 'undefined') return start();
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer?.disconnect();
          start();
        },
        { rootMargin: '300px 0px' },
      );
      observer.observe(wrap);
    });
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      clearTimeout(timer);
    };
  }, [wrap]);

  // The slider's code (keen-slider) is not part of the page's first load: the first screen shows the first slides
  // as laid out by the CSS. It loads the first time the carousel moves: when the shopper points at it, touches it or
  // moves the focus into it, uses an arrow or a dot, or the autoplay's first turn comes (`interval` after the
  // carousel started). A move asked for before the slider is there is made as soon as it is.
  const slider = useRef<KeenSliderInstance | null>(null);
  const pendingMove = useRef<((s: KeenSliderInstance) => void) | null>(null);
  const [needed, setNeeded] = useState(false);
  const [track, setTrack] = useState<HTMLDivElement | null>(null);
  const need = () => setNeeded(true);
  const move = (action: (s: KeenSliderInstance) => void) => {
    if (slider.current) return action(slider.current);
    pendingMove.current = action;
    need();
  };
  useEffect(() => {
    if (!started || needed || interval <= 0 || slides.length <= 1) return;
    // the autoplay's first turn: the slider is not there yet (it is not needed), so the move waits for it
    const timer = setTimeout(() => {
      pendingMove.current = (s) => s.next();
      setNeeded(true);
    }, interval);
    return () => clearTimeout(timer);
  }, [started, needed, interval, slides.length]);
  const loop = slides.length > perView.mobile;
  useEffect(() => {
    if (!started || !needed || !track) return;
    let cancelled = false;
    let instance: KeenSliderInstance | undefined;
    void import('keen-slider').then(({ default: KeenSlider }) => {
      if (cancelled) return;
      instance = new KeenSlider(
        track,
        {
          loop,
          slides: { perView: perView.mobile, spacing: gap },
          breakpoints: {
            '(min-width: 768px)': { slides: { perView: tablet, spacing: gap } },
            '(min-width: 1100px)': { slides: { perView: perView.desktop, spacing: gap } },
          },
          slideChanged: (s) => setCurrent(s.track.details.rel),
        },
        [autoplay(interval)],
      );
      slider.current = instance;
      const action = pendingMove.current;
      pendingMove.current = null;
      action?.(instance);
    });
    return () => {
      cancelled = true;
      instance?.destroy();
      slider.current = null;
    };
  }, [started, needed, track, loop, perView.mobile, tablet, perView.desktop, gap, interval]);
  const vars = {
    '--cat-per-view-m': perView.mobile,
    '--cat-per-view-t': tablet,
    '--cat-per-view-d': perView.desktop,
    '--cat-gap': `${gap}px`,
  } as CSSProperties;

  return (
    <div
      ref={setWrap}
      className={styles.wrap}
      style={vars}
      role="region"
      aria-roledescription="carrusel"
      aria-label={label}
      data-testid={testId}
      onPointerEnter={need}
      onTouchStart={need}
      onFocus={need}
    >
      <div ref={setTrack} className={`keen-slider ${styles.track}`}>
        {/* Until it starts, only the slides of the widest first view: what the server draws and the browser hydrates
            is what shows, and the others (off to the right) come when the carousel nears the viewport. */}
        {(started ? slides : slides.slice(0, firstView)).map((child, i) => (
          <div key={i} className={`keen-slider__slide ${styles.slide}`} role="group" aria-roledescription="diapositiva">
            {child}
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <>
          <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label="Anterior" disabled={!hydrated} onClick={() => move((s) => s.prev())}>
            ‹
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label="Siguiente" disabled={!hydrated} onClick={() => move((s) => s.next())}>
            ›
          </button>
        </>
      )}
      {dots && slides.length > 1 && (
        <div className={styles.dots}>
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className={`${styles.dot} ${i === current ? styles.dotOn : ''}`}
              aria-label={`Ir a la diapositiva ${i + 1}`}
              disabled={!hydrated}
              onClick={() => move((s) => s.moveToIdx(i))}
            />
          ))}
        </div>
      )}
    </div>
  );
}
