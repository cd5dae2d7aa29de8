import { useAtomValue } from 'jotai';
import { Link } from '@botica/platform/router';
import { loggedInAtom } from '@botica/shared-contracts/session/session.atoms';
import { GiftIcon, PhoneIcon } from '../icons';
import { telHref } from '../site-info';
import { useActiveCover, useCallCentre } from './use-header-data';

/** Invoices: 'Mis facturas' for a customer, 'Facturas electrónicas' for a visitor. */
export function InvoicesLink({ className }: { className?: string }) {
  const loggedIn = useAtomValue(loggedInAtom);
  return loggedIn ? (
    <Link to="/mis-facturas" className={className}>
      Mis facturas
    </Link>
  ) : (
    <Link to="/factura" className={className}>
      Facturas electrónicas
    </Link>
  );
}

export function GiftCardLink({ className }: { className?: string }) {
  const cover = useActiveCover();
  if (!cover) return null;
  return (
    <Link to={`/portada/${cover}`} className={className} data-testid="gift-card-link">
      <GiftIcon /> Gift Card
    </Link>
  );
}

/** The thin bar above the header: call centre and the institutional shortcuts. */
export function TopBar() {
  const phone = useCallCentre();
  return (
    <div className="bg-topbar">
      <div className="bg-topbar-inner">
        <a className="bg-topbar-phone" href={telHref(phone.main)} data-testid="call-centre-link">
          <PhoneIcon /> Call center <strong>{phone.main}</strong>
          <span className="bg-topbar-short"> · desde tu celular {phone.short}</span>
        </a>
        <nav className="bg-topbar-links" aria-label="Accesos">
          <Link to="/sucursales">Sucursales</Link>
          <Link to="/blog">Blog</Link>
          <Link to="/contacto">Contacto</Link>
          <Link to="/trabaja-con-nosotros">Trabaja con nosotros</Link>
          <GiftCardLink />
          <InvoicesLink />
        </nav>
      </div>
    </div>
  );
}
