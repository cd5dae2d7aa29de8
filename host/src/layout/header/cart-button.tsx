import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from '@botica/platform/router';
import { loggedInAtom } from '@botica/shared-contracts/session/session.atoms';
import { fetchCartEnabled } from '../../api';
import { RemoteFragment } from '../../remotes/remote-fragment';
import { useCartCount } from './use-header-data';
import { loginUrl, paths } from '@botica/shared-contracts/routes/route-table';
import { useQuery } from '@botica/platform/data/query';
import { useHydrated } from '@botica/platform/hydration';
import { useEscapeKey } from '@botica/platform/ui/escape-key';
import { useFocusTrap } from '@botica/platform/ui/focus-trap';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';
import { LAYOUT_DATA } from '../layout-data';

export const CART_LOGIN_HREF = loginUrl(paths.cart);

/** Where the cart button leads: the cart for a customer, the login (coming back to the cart) for a visitor. */
export function cartTarget(loggedIn: boolean): string {
  return loggedIn ? '/carrito' : CART_LOGIN_HREF;
}

/** Cart icon with the unit count; hovering it or moving the keyboard focus to it opens checkout's mini-cart. */
export function CartButton() {
  const count = useCartCount();
  const loggedIn = useAtomValue(loggedInAtom);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [disabledNotice, setDisabledNotice] = useState(false);
  const cartEnabled = useQuery(catalogQueries.settings(), fetchCartEnabled, LAYOUT_DATA).data ?? true;
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = () => {
    clearTimeout(closeTimer.current);
    // touch screens have no hover: there the button simply goes to the cart
    if (typeof matchMedia === 'function' && !matchMedia('(hover: hover)').matches) return;
    setOpen(true);
  };
  const hide = () => {
    closeTimer.current = setTimeout(() => setOpen(false), 150);
  };
  const button = useRef<HTMLButtonElement>(null);
  // drawn by the server: it goes to the cart only once hydrated, so an early tap is not lost
  const hydrated = useHydrated();
  // The keyboard opens it too: focus arriving from outside opens it, focus leaving closes it, Escape closes it
  // and leaves the focus on the button.
  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) hide();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className="bg-cart" onMouseEnter={show} onMouseLeave={hide} onFocus={onFocus} onBlur={onBlur} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="bg-icon-button"
        aria-label={`Carrito (${count} productos)`}
        aria-expanded={open}
        data-testid="cart-button"
        disabled={!hydrated}
        onClick={() => {
          setOpen(false);
          if (loggedIn && !cartEnabled) setDisabledNotice(true);
          else navigate(cartTarget(loggedIn));
        }}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
          <path
            fill="currentColor"
            d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM7.2 14h9.9a2 2 0 0 0 1.8-1.1L22 6H5.2l-.9-2H1v2h2l3.6 7.6L5.2 16A2 2 0 0 0 7 19h12v-2H7.4l.9-1.6-.1-.4Z"
          />
        </svg>
        <span className="bg-badge" data-testid="cart-count">
          {count}
        </span>
        <span className="bg-icon-label">Carrito</span>
      </button>
      {disabledNotice && <CartOffNotice onClose={() => setDisabledNotice(false)} />}
      {open && (
        <div className="bg-dropdown bg-mini-cart" role="dialog" aria-label="Tu carrito">
          <RemoteFragment
            remote="checkout"
            module="mini-cart"
            exportName="MiniCart"
            props={{ onNavigate: () => setOpen(false) }}
            fallback={<p className="bg-dropdown-note">{count} productos en tu carrito</p>}
          />
        </div>
      )}
    </div>
  );
}

/**
 * 'Carrito no disponible' (carts are disabled): a modal alert. The focus moves to 'Entendido' and stays inside;
 * 'Entendido', Escape or the backdrop close it and the focus goes back to the cart button.
 */
function CartOffNotice({ onClose }: { onClose: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useFocusTrap(box);
  useEscapeKey(onClose);
  return (
    <div className="bg-modal-backdrop" onClick={onClose}>
      <div
        ref={box}
        className="bg-modal"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="bg-cart-off"
        aria-describedby="bg-cart-off-text"
        tabIndex={-1}
        onClick={(e) => e.stopPropagation()}
      >
        <h2 id="bg-cart-off">Carrito no disponible</h2>
        <p id="bg-cart-off-text">Las compras en línea están deshabilitadas en este momento. Podés hacer tu pedido por nuestro call center.</p>
        <button type="button" onClick={onClose}>
          Entendido
        </button>
      </div>
    </div>
  );
}
