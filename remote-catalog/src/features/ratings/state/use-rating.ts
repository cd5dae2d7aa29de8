import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation, useNavigate } from '@botica/platform/router';
import toast from '@botica/platform/toast';
import { loggedInAtom } from '@botica/shared-contracts/session/session.atoms';
import { sendRating } from '../api';
import { loginUrl } from '@botica/shared-contracts/routes/route-table';

export const RATING_FAILED = 'Error al enviar Formulario';
export const RATING_SAVED = 'Gracias por tu calificación';

export interface RatingValue {
  promedio: number;
  cantidad: number;
  propia?: number | null;
}

/** Rating of one product: a visitor is sent to /login keeping the origin; a customer's score is saved. */
export function useRating(codigo: number, initial: RatingValue) {
  const loggedIn = useAtomValue(loggedInAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const [rating, setRating] = useState<RatingValue>(initial);
  const [sending, setSending] = useState(false);

  const requireLogin = () => {
    if (loggedIn) return false;
    navigate(loginUrl(`${location.pathname}${location.search}`));
    return true;
  };

  const rate = async (puntaje: number) => {
    if (requireLogin()) return false;
    setSending(true);
    try {
      setRating(await sendRating(codigo, puntaje));
      toast.success(RATING_SAVED);
      return true;
    } catch {
      toast.error(RATING_FAILED);
      return false;
    } finally {
      setSending(false);
    }
  };

  return { rating, setRating, rate, sending, requireLogin, loggedIn };
}
