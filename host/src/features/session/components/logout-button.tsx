import { useAtomValue } from 'jotai';
import { loggedInAtom } from '@botica/shared-contracts/session/session.atoms';
import { useHydrated } from '@botica/platform/hydration';
import { useLogout } from '../state/use-logout';
import { styles } from './session.styles';

/** 'Cerrar sesión' for a logged-in customer; nothing for a visitor. */
export function LogoutButton({ className }: { className?: string }) {
  const loggedIn = useAtomValue(loggedInAtom);
  const { logout, pending } = useLogout();
  const hydrated = useHydrated();
  if (!loggedIn) return null;
  return (
    <button type="button" className={className ?? styles.logout} onClick={() => void logout()} disabled={pending || !hydrated}>
      Cerrar sesión
    </button>
  );
}
