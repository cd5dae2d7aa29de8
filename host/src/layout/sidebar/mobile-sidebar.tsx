import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link, useLocation } from '@botica/platform/router';
import { loggedInAtom } from '@botica/shared-contracts/session/session.atoms';
import { LogoutButton } from '../../features/session/components/logout-button';
import { cartTarget } from '../header/cart-button';
import { GiftCardLink, InvoicesLink } from '../header/top-bar';
import { entryHref, nodeHref } from '../menu/menu-links';
import { useMenu } from '../menu/use-menu';

/** The mobile menu: shortcuts, categories, gift card, my account, logout or login, cart and bases. */
export function MobileSidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const menu = useMenu();
  const loggedIn = useAtomValue(loggedInAtom);
  const location = useLocation();
  const [expanded, setExpanded] = useState<number | null>(null);
  useEffect(() => onClose(), [location.pathname]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div className="bg-sidebar-backdrop" onClick={onClose}>
      <aside className="bg-sidebar" aria-label="Menú" data-testid="mobile-sidebar" onClick={(e) => e.stopPropagation()}>
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
                  <Link to={entryHref(entry)}>{entry.MEW_DESCRIPCION}</Link>
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
                        <Link to={nodeHref(child)}>{child.descripcion}</Link>
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
      </aside>
    </div>
  );
}
