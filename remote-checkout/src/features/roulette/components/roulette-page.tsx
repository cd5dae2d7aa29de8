import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from '@botica/platform/router';
import { useFocusTrap } from '@botica/platform/ui/focus-trap';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { formatGs } from '@botica/shared-contracts/format/money';
import { ROULETTE_PRIZE_AMOUNTS, ROULETTE_PRIZES, ROULETTE_SEGMENT_DEGREES, type RouletteSpin, rotationFor } from '@botica/shared-contracts/payments/roulette';
import { checkRoulette, spin } from '../api';
import './roulette.css';

const SPIN_MS = 4000;
const COLORS = ['#0b6e4f', '#f2c14e', '#c2185b', '#1565c0', '#0b6e4f', '#f2c14e', '#c2185b', '#1565c0'];
const label = (premio: number) => (premio === 0 ? 'Sin premio' : formatGs(ROULETTE_PRIZE_AMOUNTS[premio]!));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** /ruleta-valentines-day/{id}: the roulette of an order (spec 001 §4 "Roulette"). */
export function RoulettePage() {
  const { id } = useParams();
  const order = id && /^\d{1,9}$/.test(id) ? id : null;
  const [blocked, setBlocked] = useState(true);
  const [loading, setLoading] = useState(true);
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<RouletteSpin | null>(null);
  const [error, setError] = useState<string | null>(null);
  const turns = useRef(0);
  const modal = useRef<HTMLDivElement>(null);
  // the result is final (the order's roulette is spent): the modal has no close, its way out is 'Seguir comprando'
  useFocusTrap(modal, result !== null);

  useEffect(() => {
    if (!order) return;
    checkRoulette(order)
      .then((r) => setBlocked(r.btnBloquear))
      .catch(() => setError('Ocurrio un error'))
      .finally(() => setLoading(false));
  }, [order]);

  async function play() {
    if (!order || blocked || spinning) return;
    setSpinning(true);
    setError(null);
    try {
      let outcome: RouletteSpin;
      do {
        const picked = Math.floor(Math.random() * ROULETTE_PRIZES.length);
        outcome = await spin(order, picked, 0);
        turns.current += 1;
        setRotation(rotationFor(outcome.segmento, turns.current));
        await sleep(SPIN_MS);
      } while (outcome.repetirRuleta);
      setBlocked(true);
      setResult(outcome);
    } catch (e) {
      setError(e instanceof ApiError ? (e.errors[0]?.msg ?? 'Ocurrio un error') : 'Ocurrio un error');
      setBlocked(true);
    } finally {
      setSpinning(false);
    }
  }

  if (!order) return <div className="rl-page">No encontramos el pedido de la ruleta.</div>;
  const won = result && result.premio !== '0';
  return (
    <div className="rl-page" data-testid="roulette-page">
      <h1 className="rl-title">Ruleta de San Valentín</h1>
      <p>Girá la ruleta de tu pedido {order} y ganá una Gift Card.</p>
      <div className="rl-wheel-box">
        <div className="rl-pointer" aria-hidden="true" />
        <div
          className="rl-wheel"
          data-testid="roulette-wheel"
          style={{
            transform: `rotate(${rotation}deg)`,
            transition: `transform ${SPIN_MS}ms cubic-bezier(.2,.8,.2,1)`,
            background: `conic-gradient(${COLORS.map((c, i) => `${c} ${i * ROULETTE_SEGMENT_DEGREES}deg ${(i + 1) * ROULETTE_SEGMENT_DEGREES}deg`).join(',')})`,
          }}
        >
          {ROULETTE_PRIZES.map((p, i) => (
            <span key={i} className="rl-label" style={{ transform: `rotate(${i * ROULETTE_SEGMENT_DEGREES + ROULETTE_SEGMENT_DEGREES / 2}deg) translateY(-105px)` }}>
              {label(p)}
            </span>
          ))}
        </div>
      </div>
      {!loading && blocked && !result && !error && <p className="rl-muted">La ruleta no está disponible para este pedido.</p>}
      {error && <p className="rl-error">{error}</p>}
      <button type="button" className="rl-button" disabled={loading || blocked || spinning} onClick={() => void play()}>
        {spinning ? 'Girando...' : 'Girar'}
      </button>
      {result && (
        <div ref={modal} className="rl-modal" role="dialog" aria-modal="true" aria-label={won ? '¡Ganaste!' : 'Sin premio'} aria-describedby="rl-result-message" tabIndex={-1}>
          <div className="rl-modal-box">
            <h2>{won ? '¡Ganaste!' : '¡Gracias por participar!'}</h2>
            <p id="rl-result-message" data-testid="roulette-message">
              {result.mensaje}
            </p>
            <Link className="rl-button" to="/">
              Seguir comprando
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
