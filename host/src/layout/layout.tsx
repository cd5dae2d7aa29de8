import type { ReactNode } from 'react';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import './layout.css';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="bg-shell">
      <Header />
      <main className="bg-main">{children}</main>
      <Footer />
    </div>
  );
}
