import { useEffect, useState } from 'react';
import type { Product } from '@botica/shared-contracts/catalog/entities';
import { searchSuggestions } from '../../products/api';
import { useDebounced } from './use-debounced';

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_CHARS = 2;
export const SUGGESTION_LIMIT = 5;

/** Suggestions for the typed text: 300 ms after typing stops, only from 2 characters, at most 5. */
export function useSuggestions(text: string) {
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const [state, setState] = useState<{ query: string; items: Product[]; loading: boolean }>({ query: '', items: [], loading: false });

  useEffect(() => {
    if (query.length < SEARCH_MIN_CHARS) {
      setState({ query, items: [], loading: false });
      return;
    }
    const abort = new AbortController();
    setState((s) => ({ ...s, query, loading: true }));
    searchSuggestions(query, abort.signal).then(
      (answer) => setState({ query, items: answer.results.slice(0, SUGGESTION_LIMIT), loading: false }),
      () => !abort.signal.aborted && setState({ query, items: [], loading: false }),
    );
    return () => abort.abort();
  }, [query]);

  return state;
}
