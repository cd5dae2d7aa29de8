import { useEffect, useRef, useState } from 'react';
import { TRUNCATE, truncate } from '@botica/shared-contracts/format/slug';
import { useEscapeKey } from '@botica/platform/ui/escape-key';
import { useFocusTrap } from '@botica/platform/ui/focus-trap';
import { useAtomValue } from 'jotai';
import { Link, useLocation } from '@botica/platform/router';
import { loggedInAtom } from '@botica/shared-contracts/session/session.atoms';
import { LogoutButton } from '../../features/session/components/logout-button';
import { cartTarget } from '../header/cart-button';
import { GiftCardLink, InvoicesLink } from '../header/top-bar';
import { entryHref, nodeHref } from '../menu/menu-links';
import { useMenu } from '../menu/use-menu';

/**
 * The mobile menu: shortcuts, categories, gift card, my account, logout or login, cart and bases. A modal panel:
 * the keyboard focus moves into it, stays there while it is open and goes back to the menu button on closing.
 */
export function MobileSidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const menu = useMenu(open);
  const loggedIn = useAtomValue(loggedInAtom);
  const location = useLocation();
  const [expanded, setExpanded] = useState<number | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open);
  // a new page closes the menu (not its first render: it is mounted when the shopper first reaches for it)
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    onClose();
  }, [location.pathname]); // eslint-disable-line react-hooks/exhaustive-deps
  useEscapeKey(onClose, open);
  if (!open) return null;
  return (
    <div className="bg-sidebar-backdrop" onClick={onClose}>
      <div
        ref={panel}
        className="bg-sidebar"
        role="dialog"
        aria-modal="true"
        aria-label="Menú"
        tabIndex={-1}
        data-testid="mobile-sidebar"
        onClick={(e) => e.stopPropagation()}
      >
        <div className="bg-sidebar-head">
          <strong>Menú</strong>
          <button type="button" className="bg-sidebar-close" aria-label="Cerrar menú" onClick={onClose}>
            ✕
          </button>
        </div>
        <nav className="bg-sidebar-section" aria-label="Accesos">
          <Link to="/">Inicio</Link>
          <Link to="/sucursales">Sucursales</Link>
          <Link to="/blog">Blog</Link>
          <Link to="/contacto">Contacto</Link>
          <Link to="/trabaja-con-nosotros">Trabaja con nosotros</Link>
        </nav>
        <div className="bg-sidebar-section">
          <p className="bg-sidebar-title">Categorías</p>
          <ul className="bg-sidebar-categories">
            {menu.map((entry) => (
              <li key={`${entry.MEW_CARGA_PERSONALIZADA}${entry.MEW_CODIGO}`}>
                <div className="bg-sidebar-category">
                  <Link to={entryHref(entry)} title={entry.MEW_DESCRIPCION}>
                    {truncate(entry.MEW_DESCRIPCION, TRUNCATE.mobileCategory)}
                  </Link>
                  {entry.categorias.length > 0 && (
                    <button
                      type="button"
                      aria-label={`Ver subcategorías de ${entry.MEW_DESCRIPCION}`}
                      aria-expanded={expanded === entry.MEW_CODIGO}
                      onClick={() => setExpanded((x) => (x === entry.MEW_CODIGO ? null : entry.MEW_CODIGO))}
                    >
                      {expanded === entry.MEW_CODIGO ? '−' : '+'}
                    </button>
                  )}
                </div>
                {expanded === entry.MEW_CODIGO && (
                  <ul>
                    {entry.categorias.map((child) => (
                      <li key={child.codigo}>
                        <Link to={nodeHref(child)} title={child.descripcion}>
                          {truncate(child.descripcion, TRUNCATE.mobileCategory)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </div>
        <nav className="bg-sidebar-section" aria-label="Mi cuenta">
          <GiftCardLink />
          {loggedIn ? <Link to="/mi-cuenta">Mi cuenta</Link> : <Link to="/login">Iniciar sesión</Link>}
          <InvoicesLink />
          <Link to={cartTarget(loggedIn)}>Carrito</Link>
          <Link to="/bases" target="_blank" rel="noopener">
            Bases y condiciones
          </Link>
          {loggedIn && <LogoutButton className="bg-sidebar-logout" />}
        </nav>
      </div>
    </div>
  );
}
