import { useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { SearchBoxProps } from '@botica/shared-contracts/exposes/catalog';
import { useNavigate } from '@botica/platform/router';
import { formatGs } from '@botica/shared-contracts/format/money';
import { imageUrl } from '../../../lib/images';
import { productPath } from '../../../lib/product-links';
import { productPrices } from '../../products/price';
import { speechRecognition, type Recognition } from '../state/speech';
import { SEARCH_MIN_CHARS, useSuggestions } from '../state/use-suggestions';
import styles from './search-box.module.css';

/** The header search box: suggestions, keyboard navigation, voice input where available; submit → /buscar?s=. */
export function SearchBox({ placeholder = 'Buscar productos, marcas y más...', defaultValue = '', autoFocus = false }: SearchBoxProps) {
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState(defaultValue);
  const input = useRef<HTMLInputElement>(null);
  // taking over from the header's plain form: keep typing where the shopper was. In the commit that mounts the box
  // (a layout effect), so no key pressed between the plain form's removal and this focus falls on the page.
  useLayoutEffect(() => {
    const el = input.current;
    if (!autoFocus || !el) return;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }, [autoFocus]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const { items, query } = useSuggestions(text);
  const Speech = speechRecognition();
  const showList = open && items.length > 0 && query === text.trim();
  // the last option is "see all results"
  const optionCount = items.length + 1;

  const go = (value: string) => {
    const s = value.trim();
    if (s.length < SEARCH_MIN_CHARS) return;
    setOpen(false);
    setActive(-1);
    navigate(`/buscar?s=${encodeURIComponent(s)}`);
  };

  const choose = (index: number) => {
    const product = items[index];
    setOpen(false);
    setActive(-1);
    if (product) navigate(productPath(product));
    else go(text);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && items.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % optionCount);
    } else if (e.key === 'ArrowUp' && items.length) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? optionCount - 1 : i - 1));
    } else if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (e.key === 'Enter' && showList && active >= 0) {
      e.preventDefault();
      choose(active);
    }
  };

  const listen = () => {
    if (!Speech) return;
    if (listening) {
      recognition.current?.stop();
      return;
    }
    const r = new Speech();
    r.lang = 'es-PY';
    r.interimResults = false;
    r.maxAlternatives = 1;
    r.onresult = (e) => {
      const said = e.results[0]?.[0]?.transcript ?? '';
      setText(said);
      go(said);
    };
    r.onend = () => setListening(false);
    r.onerror = () => setListening(false);
    recognition.current = r;
    setListening(true);
    r.start();
  };

  return (
    <div className={styles.box} data-testid="cat-search-box">
      <form
        role="search"
        aria-label="Productos"
        className={styles.form}
        action="/buscar"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          go(text);
        }}
      >
        <input
          ref={input}
          className={styles.input}
          type="search"
          name="s"
          value={text}
          placeholder={placeholder}
          aria-label="Buscar productos"
          autoComplete="off"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
        />
        {Speech && (
          <button
            type="button"
            className={`${styles.icon} ${listening ? styles.listening : ''}`}
            aria-label={listening ? 'Detener búsqueda por voz' : 'Buscar por voz'}
            aria-pressed={listening}
            onClick={listen}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
              <rect x="9" y="3" width="6" height="11" rx="3" />
              <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
            </svg>
          </button>
        )}
        <button type="submit" className={styles.icon} aria-label="Buscar">
          <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
        </button>
      </form>
      {showList && (
        <ul className={styles.list} id={listId} role="listbox" aria-label="Sugerencias">
          {items.map((p, i) => (
            <li
              key={p.codigo}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={`${styles.option} ${i === active ? styles.active : ''}`}
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => choose(i)}
            >
              <img src={imageUrl(p.fotoPrincipal?.nombre)} alt="" width={40} height={40} loading="lazy" />
              <span className={styles.name}>{p.descripcion}</span>
              <span className={styles.price}>{formatGs(productPrices(p).price)}</span>
            </li>
          ))}
          <li
            id={`${listId}-${items.length}`}
            role="option"
            aria-selected={active === items.length}
            className={`${styles.option} ${styles.all} ${active === items.length ? styles.active : ''}`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => go(text)}
          >
            Ver todos los resultados para “{text.trim()}”
          </li>
        </ul>
      )}
    </div>
  );
}

export default SearchBox;
