import { useEffect, useState } from 'react';
import { useHydrated } from '@botica/platform/hydration';
import { Link, useLocation } from '@botica/platform/router';
import type { MenuEntry } from '@botica/shared-contracts/catalog/entities';
import { entryHref, menuImage, nodeHref } from './menu-links';
import { prefetchMenu, useMenu, useMenuButtons } from './use-menu';

function EntryPanel({ entry, onNavigate }: { entry: MenuEntry; onNavigate: () => void }) {
  const image = menuImage(entry.imagenes?.FILENAME);
  return (
    <div className="bg-mega-panel" data-testid="mega-panel">
      <div className="bg-mega-panel-head">
        {image && <img src={image} alt="" width={48} height={48} />}
        <Link to={entryHref(entry)} onClick={onNavigate}>
          Ver todo {entry.MEW_DESCRIPCION}
        </Link>
      </div>
      <div className="bg-mega-columns">
        {entry.categorias.map((level2) => (
          <div key={level2.codigo} className="bg-mega-column">
            <Link to={nodeHref(level2)} className="bg-mega-level2" onClick={onNavigate}>
              {level2.descripcion}
            </Link>
            <ul>
              {level2.categorias.map((level3) => (
                <li key={level3.codigo}>
                  <Link to={nodeHref(level3)} onClick={onNavigate}>
                    {level3.descripcion}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}

/** Desktop category menu: three levels from GET /categorias plus the custom menu buttons; sticky after 80 px. */
export function MegaMenu({ sticky }: { sticky: boolean }) {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const menu = useMenu(open);
  const [active, setActive] = useState(0);
  const categories = menu.filter((e) => e.MEW_CARGA_PERSONALIZADA !== 'S');
  const custom = useMenuButtons();
  useEffect(() => setOpen(false), [location.pathname]);
  const current = categories[active];
  // drawn by the server: the trigger opens the menu only once hydrated, so an early tap is not lost
  const hydrated = useHydrated();
  return (
    <nav className={sticky ? 'bg-nav bg-nav--sticky' : 'bg-nav'} aria-label="Categorías" data-testid="mega-menu">
      <div className="bg-nav-inner">
        <div className="bg-mega" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
          <button
            type="button"
            className="bg-mega-trigger"
            aria-expanded={open}
            disabled={!hydrated}
            // read when the shopper reaches for the menu: the keyboard's focus or a touch on its button
            onFocus={prefetchMenu}
            onPointerDown={prefetchMenu}
            onClick={() => setOpen((o) => !o)}
          >
            <span aria-hidden="true">☰</span> Categorías
          </button>
          {open && categories.length > 0 && (
            <div className="bg-mega-dropdown">
              <ul className="bg-mega-roots">
                {categories.map((entry, i) => (
                  <li key={entry.MEW_CODIGO}>
                    <Link
                      to={entryHref(entry)}
                      className={i === active ? 'bg-mega-root bg-mega-root--active' : 'bg-mega-root'}
                      onMouseEnter={() => setActive(i)}
                      onFocus={() => setActive(i)}
                      onClick={() => setOpen(false)}
                      style={entry.MEW_COLOR ? { borderLeftColor: entry.MEW_COLOR } : undefined}
                    >
                      {entry.MEW_DESCRIPCION}
                    </Link>
                  </li>
                ))}
              </ul>
              {current && <EntryPanel entry={current} onNavigate={() => setOpen(false)} />}
            </div>
          )}
        </div>
        <ul className="bg-nav-custom">
          {custom.map((entry) => (
            <li key={`c${entry.MEW_CODIGO}`}>
              <Link to={entryHref(entry)}>
                {entry.MEW_COLOR && <span className="bg-nav-dot" style={{ background: entry.MEW_COLOR }} aria-hidden="true" />}
                {entry.MEW_DESCRIPCION}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/productos/promociones">Promociones</Link>
          </li>
          <li>
            <Link to="/mundo/oncologicos">Mundo oncológico</Link>
          </li>
          <li>
            <Link to="/sucursales">Sucursales</Link>
          </li>
        </ul>
      </div>
    </nav>
  );
}
