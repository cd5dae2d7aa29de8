import { useEffect, useState } from 'react';
import { Link } from '@botica/platform/router';
import { checkRoulette } from '../api';

export const ROULETTE_OFFER = '¡Girá la ruleta y ganá una Gift Card!';

/**
 * The way to the roulette from the completion page: offered once the order may play (paid and not played yet,
 * `GET /ruleta/verificar-ruleta/{codigo}`); nothing otherwise, nor while that is asked or when it cannot be.
 */
export function RouletteOffer({ codigo }: { codigo: number }) {
  const [playable, setPlayable] = useState(false);
  useEffect(() => {
    let live = true;
    checkRoulette(String(codigo)).then(
      (r) => live && setPlayable(!r.btnBloquear),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [codigo]);
  if (!playable) return null;
  return (
    <p className="ck-block" data-testid="roulette-offer">
      <Link className="ck-button" to={`/ruleta-valentines-day/${codigo}`}>
        {ROULETTE_OFFER}
      </Link>
    </p>
  );
}
