import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="bg-shell">
      <header className="bg-header">
        <Link to="/" className="bg-logo">
          Botica Guaraní
        </Link>
      </header>
      <main className="bg-main">{children}</main>
      <footer className="bg-footer">© Botica Guaraní</footer>
    </div>
  );
}
