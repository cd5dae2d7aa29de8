import { RemoteFragment } from '../../remotes/remote-fragment';

/** The plain search form: what the header shows while the catalog's search box loads or when it is down. */
export function SearchFallbackForm() {
  return (
    <form className="bg-search" action="/buscar" method="get" role="search" data-testid="search-fallback">
      <input type="search" name="s" placeholder="Buscar productos, marcas y más..." aria-label="Buscar" minLength={2} required />
      <button type="submit" aria-label="Buscar">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path fill="currentColor" d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.41-5.4-5.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z" />
        </svg>
      </button>
    </form>
  );
}

/** The catalog's search box with suggestions, embedded from its exposed `./search-box`. */
export function SearchSlot() {
  return (
    <div className="bg-search-slot">
      <RemoteFragment remote="catalog" module="search-box" exportName="SearchBox" fallback={<SearchFallbackForm />} />
    </div>
  );
}
