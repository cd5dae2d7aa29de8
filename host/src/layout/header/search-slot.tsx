import { type ComponentType, type Ref, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { SearchBoxProps } from '@botica/shared-contracts/exposes/catalog';
import { RemoteBoundary } from '../../remotes/remote-boundary';
import { loadExposed } from '../../remotes/remote-registry';

const SEARCH_PLACEHOLDER = 'Buscar productos, marcas y más...';

/**
 * The plain search form: a GET to /buscar that works without any script. The server draws it and the page
 * hydrates it; it stays until the shopper first uses it, and whenever the catalog's search box is unavailable.
 */
export function SearchFallbackForm({ onWanted, inputRef }: { onWanted?: () => void; inputRef?: Ref<HTMLInputElement> }) {
  return (
    <form className="bg-search" action="/buscar" method="get" role="search" aria-label="Productos" data-testid="search-fallback">
      <input
        ref={inputRef}
        type="search"
        name="s"
        placeholder={SEARCH_PLACEHOLDER}
        aria-label="Buscar productos"
        minLength={2}
        required
        onFocus={onWanted}
        onPointerEnter={onWanted}
      />
      <button type="submit" aria-label="Buscar">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path fill="currentColor" d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.41-5.4-5.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z" />
        </svg>
      </button>
    </form>
  );
}

interface Loaded {
  SearchBox: ComponentType<SearchBoxProps>;
  /** What the shopper typed into the plain form meanwhile, and whether it had the focus. */
  text: string;
  focused: boolean;
}

/**
 * The header's search: the plain form until the shopper points at it or focuses it, then the catalog's search box
 * with suggestions (its exposed `./search-box`), which takes over the text and the focus. So no page loads the
 * catalog's code just for the header. When the catalog is down the plain form stays, and the next use tries again.
 */
export function SearchSlot() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const loading = useRef(false);
  const plainInput = useRef<HTMLInputElement | null>(null);

  const want = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    // a catalog that failed before is registered afresh by loadExposed itself
    loadExposed('catalog', 'search-box').then(
      ({ SearchBox }) => {
        // Read the plain form and swap it in one task: a render scheduled for later would let keys typed meanwhile
        // land in the plain form after its text was read, and be lost with it.
        const input = plainInput.current;
        const text = input?.value ?? '';
        const focused = input !== null && document.activeElement === input;
        flushSync(() => setLoaded({ SearchBox, text, focused }));
      },
      (error: unknown) => {
        console.warn('[catalog/search-box] no disponible', error);
        loading.current = false;
      },
    );
  }, []);

  // used before the page was interactive (focused or typed into while it hydrated): take over now
  useEffect(() => {
    const input = plainInput.current;
    if (input && (input === document.activeElement || input.value)) want();
  }, [want]);

  return (
    <div className="bg-search-slot">
      {loaded ? (
        <RemoteBoundary name="catalog/search-box" fallback={<SearchFallbackForm />} onRetry={() => undefined}>
          <loaded.SearchBox placeholder={SEARCH_PLACEHOLDER} defaultValue={loaded.text} autoFocus={loaded.focused} />
        </RemoteBoundary>
      ) : (
        <SearchFallbackForm onWanted={want} inputRef={plainInput} />
      )}
    </div>
  );
}
