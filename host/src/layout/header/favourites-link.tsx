import { useAtomValue } from 'jotai';
import { Link } from '@botica/platform/router';
import { loggedInAtom } from '@botica/shared-contracts/session/session.atoms';
import { useFavouritesCount } from './use-header-data';
import { loginUrl, paths } from '@botica/shared-contracts/routes/route-table';

/** Heart with the customer's favourites count; visitors go to login first. */
export function FavouritesLink() {
  const loggedIn = useAtomValue(loggedInAtom);
  const count = useFavouritesCount();
  return (
    <Link
      to={loggedIn ? '/favoritos' : loginUrl(paths.favourites)}
      className="bg-icon-button"
      aria-label={`Favoritos (${count})`}
      data-testid="favourites-link"
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 21.35 10.55 20C5.4 15.36 2 12.28 2 8.5A5.5 5.5 0 0 1 7.5 3c1.74 0 3.41.81 4.5 2.09A6 6 0 0 1 16.5 3 5.5 5.5 0 0 1 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35Z"
        />
      </svg>
      {loggedIn && (
        <span className="bg-badge" data-testid="favourites-count">
          {count}
        </span>
      )}
      <span className="bg-icon-label">Favoritos</span>
    </Link>
  );
}
