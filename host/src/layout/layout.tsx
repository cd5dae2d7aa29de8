import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AccountLink } from '../features/session/components/account-link';
import { LogoutButton } from '../features/session/components/logout-button';
import { NotificationBell } from '../features/notifications/components/notification-bell';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="bg-shell">
      <header className="bg-header">
        <Link to="/" className="bg-logo">
          Botica Guaraní
        </Link>
        {/* session slot: account link, notifications bell, logout */}
        <div className="bg-session-slot">
          <NotificationBell />
          <AccountLink />
          <LogoutButton />
        </div>
      </header>
      <main className="bg-main">{children}</main>
      <footer className="bg-footer">© Botica Guaraní</footer>
    </div>
  );
}
