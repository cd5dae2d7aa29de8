import type { ReactNode } from 'react';
import { useLocation } from '@botica/platform/router';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { LogoOnlyLayout, SimpleCartLayout } from './simple-layouts';
import './layout.css';

export type LayoutKind = 'main' | 'simple-cart' | 'logo-only';

const SIMPLE_CART = ['/carrito', '/carrito-oncologicos'];
const LOGO_ONLY = ['/procesar-pago', '/procesar-pago-qr', '/pago-qr-sicoop', '/pago-qr-blupy', '/autorizacion-pago'];
const LOGO_ONLY_PREFIXES = ['/link-pago/', '/qr-temporal/'];

/**
 * Which layout a page wears (spec 002 §2.9 lists main site, form, page, landing, account, simple cart and logo-only;
 * the apps draw the form, page, landing and account frames inside the main one): the cart and its checkout the
 * simple-cart layout, the payment screens after an order the logo-only one, every other page the shop's.
 */
export function layoutOf(pathname: string): LayoutKind {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (SIMPLE_CART.includes(path)) return 'simple-cart';
  if (LOGO_ONLY.includes(path) || LOGO_ONLY_PREFIXES.some((p) => path.startsWith(p))) return 'logo-only';
  return 'main';
}

export function Layout({ children }: { children: ReactNode }) {
  const kind = layoutOf(useLocation().pathname);
  if (kind === 'simple-cart') return <SimpleCartLayout>{children}</SimpleCartLayout>;
  if (kind === 'logo-only') return <LogoOnlyLayout>{children}</LogoOnlyLayout>;
  return (
    <div className="bg-shell" data-layout="main">
      <Header />
      <main className="bg-main">{children}</main>
      <Footer />
    </div>
  );
}
