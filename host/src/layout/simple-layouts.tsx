import type { ReactNode } from 'react';
import { Link } from '@botica/platform/router';
import { AppVersion } from './footer/footer';
import { CartButton } from './header/cart-button';
import { HeaderAccountSlot } from './header/header-account-slot';
import { Logo } from './header/logo';

/**
 * The simple-cart layout (spec 002 §2.9, "simple cart"): the cart and its checkout, /carrito and
 * /carrito-oncologicos, without the shop's search, menu and news around them: the logo, the account, the cart's
 * count (the page itself leads back to the shop), and a short foot with the purchase's terms.
 */
export function SimpleCartLayout({ children }: { children: ReactNode }) {
  return (
    <div className="bg-shell bg-shell--simple" data-layout="simple-cart">
      <header className="bg-header bg-header--simple" data-testid="site-header">
        <div className="bg-header-main">
          <Logo />
          <p className="bg-secure">Compra segura</p>
          <div className="bg-header-actions">
            <HeaderAccountSlot />
            <CartButton />
          </div>
        </div>
      </header>
      <main className="bg-main">{children}</main>
      <footer className="bg-footer bg-footer--simple" data-testid="site-footer">
        <div className="bg-footer-legal">
          <p>
            <Link to="/bases">Bases y condiciones</Link> · <Link to="/politicas-de-privacidad">Políticas de privacidad</Link>
          </p>
          <p className="bg-footer-copy">© {new Date().getFullYear()} Botica Guaraní · Paraguay</p>
          <AppVersion />
        </div>
      </footer>
    </div>
  );
}

/**
 * The logo-only layout (spec 002 §2.9): the payment screens after an order (card frame, 3-D Secure authorisation,
 * QR codes, the payment link and the temporary QR) show the shop's logo and the payment, nothing to leave it by.
 */
export function LogoOnlyLayout({ children }: { children: ReactNode }) {
  return (
    <div className="bg-shell bg-shell--logo" data-layout="logo-only">
      <header className="bg-header bg-header--logo" data-testid="site-header">
        <div className="bg-header-main">
          <Logo />
        </div>
      </header>
      <main className="bg-main">{children}</main>
    </div>
  );
}
