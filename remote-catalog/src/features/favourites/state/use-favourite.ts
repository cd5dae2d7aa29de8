import { useCallback, useEffect } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useLocation, useNavigate } from '@botica/platform/router';
import toast from '@botica/platform/toast';
import { publisher } from '@botica/shared-contracts/events/bus';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import { customerAtom, loggedInAtom } from '@botica/shared-contracts/session/session.atoms';
import { addFavourite, checkFavourite, removeFavourite } from '../api';
import { favouriteStatusAtom } from './favourites.atoms';
import { loginUrl } from '@botica/shared-contracts/routes/route-table';

export const FAVOURITE_ADDED = 'Producto Agregado a Favoritos';
export const FAVOURITE_REMOVED = 'Producto eliminado de Favoritos';

const catalog = publisher('catalog');
const pending = new Map<string, Promise<boolean>>();

/** Favourite state of one product with an optimistic toggle that reverts on error. */
export function useFavourite(codigo: number) {
  const loggedIn = useAtomValue(loggedInAtom);
  const customer = useAtomValue(customerAtom);
  const [status, setStatus] = useAtom(favouriteStatusAtom);
  const navigate = useNavigate();
  const location = useLocation();
  // Keyed by customer too, so another login never sees someone else's hearts.
  const key = `${customer?.clieCodigo ?? 0}:${codigo}`;
  const known = status[key];

  useEffect(() => {
    if (!loggedIn || known !== undefined) return;
    let live = true;
    const run = pending.get(key) ?? checkFavourite(codigo);
    pending.set(key, run);
    run
      .then((fav) => live && setStatus((s) => (s[key] === undefined ? { ...s, [key]: fav } : s)))
      .catch(() => undefined)
      .finally(() => pending.delete(key));
    return () => {
      live = false;
    };
  }, [codigo, key, loggedIn, known, setStatus]);

  const toggle = useCallback(async () => {
    if (!loggedIn) {
      navigate(loginUrl(`${location.pathname}${location.search}`));
      return;
    }
    const next = !known;
    setStatus((s) => ({ ...s, [key]: next }));
    try {
      const answer = next ? await addFavourite(codigo) : await removeFavourite(codigo);
      toast.success(next ? FAVOURITE_ADDED : FAVOURITE_REMOVED);
      catalog.publish('catalog:favourites-changed', { count: answer.result });
    } catch (error) {
      setStatus((s) => ({ ...s, [key]: !next }));
      toast.error(error instanceof ApiError ? error.message : MESSAGES.generic);
    }
  }, [loggedIn, known, key, codigo, setStatus, navigate, location.pathname, location.search]);

  return { favourite: known === true, toggle };
}
