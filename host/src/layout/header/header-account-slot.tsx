import { AccountLink } from '../../features/session/components/account-link';
import { LogoutButton } from '../../features/session/components/logout-button';
import { NotificationBell } from '../../app/customer-parts';
import { UserIcon } from '../icons';

/** The account link and logout (session feature). */
export function HeaderAccountSlot() {
  return (
    <div className="bg-account-slot" data-testid="header-account-slot">
      <UserIcon />
      <AccountLink />
      <LogoutButton className="bg-logout" />
    </div>
  );
}

/** The notifications bell (notifications feature). */
export function HeaderBellSlot() {
  return (
    <div className="bg-bell-slot">
      <NotificationBell />
    </div>
  );
}
