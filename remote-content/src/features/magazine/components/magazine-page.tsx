import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { StaticPage } from '../../static-pages/components/static-page';
import { clampPage, nextPage, previousPage } from './magazine-nav';

const PDF_URL = new URL('../assets/revista-dia-de-la-madre.pdf', import.meta.url).href;
const WORKER_URL = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).href;

/** pdf.js, loaded when the magazine opens (no other page pays for it). */
async function openPdf(url: string): Promise<PDFDocumentProxy> {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = WORKER_URL;
  return pdfjs.getDocument({ url, isEvalSupported: false }).promise;
}

/** /revista-dia-de-la-madre: the Mother's Day magazine: PDF pages, full screen, home, previous and next (clamped). */
export function MagazinePage() {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const total = doc?.numPages ?? 0;

  useEffect(() => {
    let live = true;
    let opened: PDFDocumentProxy | null = null;
    openPdf(PDF_URL).then(
      (d) => {
        opened = d;
        if (live) setDoc(d);
        else void d.destroy();
      },
      (error: unknown) => {
        console.error('[revista]', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
      void opened?.destroy();
    };
  }, []);

  useEffect(() => {
    if (!doc || !canvas.current) return;
    let task: RenderTask | null = null;
    let live = true;
    void doc.getPage(clampPage(page, doc.numPages)).then((p) => {
      if (!live || !canvas.current) return;
      const el = canvas.current;
      const width = Math.min(frame.current?.clientWidth || 640, 900);
      const base = p.getViewport({ scale: 1 });
      const scale = (width / base.width) * (window.devicePixelRatio || 1);
      const viewport = p.getViewport({ scale });
      el.width = viewport.width;
      el.height = viewport.height;
      el.style.width = `${viewport.width / (window.devicePixelRatio || 1)}px`;
      task = p.render({ canvasContext: el.getContext('2d')!, viewport });
      task.promise.then(() => el.setAttribute('data-rendered-page', String(p.pageNumber))).catch(() => undefined);
    });
    return () => {
      live = false;
      task?.cancel();
    };
  }, [doc, page]);

  const fullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen?.();
  };

  return (
    <StaticPage title="Revista Día de la Madre" lead="Hojeá nuestra revista especial con ideas y ofertas para mamá." testId="magazine-page">
      <div className="ct-magazine" ref={frame}>
        <div className="ct-magazine-bar" role="toolbar" aria-label="Revista">
          <button type="button" onClick={() => setPage(1)} disabled={!doc} aria-label="Inicio">
            ⌂ Inicio
          </button>
          <button type="button" onClick={() => setPage((n) => previousPage(n, total))} disabled={!doc || page <= 1} aria-label="Página anterior">
            ‹ Anterior
          </button>
          <span aria-live="polite" data-testid="magazine-page-number">
            {doc ? `Página ${page} de ${total}` : 'Estamos obteniendo los datos...'}
          </span>
          <button type="button" onClick={() => setPage((n) => nextPage(n, total))} disabled={!doc || page >= total} aria-label="Página siguiente">
            Siguiente ›
          </button>
          <button type="button" onClick={fullScreen} disabled={!doc} aria-label="Pantalla completa">
            ⛶ Pantalla completa
          </button>
        </div>
        {failed ? <p role="alert">No pudimos abrir la revista. Intente nuevamente más tarde.</p> : <canvas ref={canvas} aria-label={`Página ${page} de la revista`} />}
        <p className="ct-note">
          <a href={PDF_URL} download="revista-dia-de-la-madre.pdf">
            Descargar la revista (PDF)
          </a>
        </p>
      </div>
    </StaticPage>
  );
}
