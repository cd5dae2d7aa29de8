import { useEffect, useState } from 'react';
import { useNavigate } from '@botica/platform/router';
import { mountCheckout, SANDBOX_CHECKOUT_SCRIPT } from '@botica/platform/payments/card-checkout';
import * as v from 'valibot';
import { clearQueryCache, useQuery } from '@botica/platform/data/query';
import { CARD_FRAME_MESSAGES, CARD_TEXTS, CardFrameMessageSchema, SavedCardSchema, type SavedCard } from '@botica/shared-contracts/account/cards';
import { accountQueries } from '@botica/shared-contracts/account/queries';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { confirmCatastro, makeDefaultCard, startCatastro } from '../api/cards';
import layout from '../../../ui/account-layout.module.css';
import ui from '../../../ui/ui.module.css';

/** The provider's details as text (a string, or the message of an object). */
const detailsText = (d: unknown) => (typeof d === 'string' ? d : d && typeof d === 'object' && 'message' in d ? String((d as { message: unknown }).message) : null);

const CONTAINER = 'registrar-tarjeta';

/**
 * /tarjetas/agregar (spec 001 §4 Add card): the provider's registration frame, mounted by its checkout script
 * (`Bancard.Cards.createForm`, the published script's form for cards/new) with the process_id the API answers: the
 * sandbox's locally, Bancard's when configured. The frame posts add_new_card_success (then 'Desea agregar la tarjeta
 * por defecto?') or anything else (the error and a Back link).
 */
export function CardFrame() {
  const navigate = useNavigate();
  const session = useQuery(accountQueries.cardRegistration(), startCatastro, { revalidateOnFocus: false });
  const [card, setCard] = useState<SavedCard | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => () => clearQueryCache(accountQueries.cardRegistration()), []);
  const registration = session.data;
  useEffect(() => {
    if (!registration) return;
    const onMessage = (data: unknown) => {
      const parsed = v.safeParse(CardFrameMessageSchema, data);
      if (!parsed.success) return;
      const { message, details } = parsed.output;
      if (message === CARD_FRAME_MESSAGES.success) {
        const saved = v.safeParse(SavedCardSchema, details);
        // the sandbox's frame names the card; with Bancard it is the card_id the shop chose for the registration
        const id = saved.success ? saved.output.card_id : Number((details as { card_id?: unknown } | undefined)?.card_id ?? registration.card_id);
        confirmCatastro(id)
          .then((r) => {
            clearQueryCache(accountQueries.cards());
            setCard(r.result);
          })
          .catch(() => setFailure(CARD_TEXTS.addFailed));
      } else {
        setFailure(detailsText(details) ?? message);
      }
    };
    let unmount: (() => void) | null = null;
    const gone = new AbortController();
    const url = registration.checkout ?? SANDBOX_CHECKOUT_SCRIPT;
    mountCheckout({ url, form: 'Cards', containerId: CONTAINER, processId: registration.process_id, title: 'Registrar tarjeta', onMessage, signal: gone.signal })
      .then((u) => (gone.signal.aborted ? u() : (unmount = u)))
      .catch(() => !gone.signal.aborted && setFailure(CARD_TEXTS.addFailed));
    return () => {
      gone.abort();
      unmount?.();
    };
  }, [registration]);

  const answer = async (asDefault: boolean) => {
    if (!card) return;
    setBusy(true);
    try {
      if (asDefault) await makeDefaultCard(card.card_id);
      clearQueryCache(accountQueries.cards());
      navigate(asDefault ? '/mi-cuenta' : '/mis-tarjetas');
    } catch {
      setFailure(CARD_TEXTS.addFailed);
      setBusy(false);
    }
  };

  if (failure || session.error) {
    return (
      <div className={layout.card} role="alert">
        <h2>{CARD_TEXTS.addFailed}</h2>
        {failure && failure !== CARD_TEXTS.addFailed && <p>{failure}</p>}
        <button type="button" className={layout.link} onClick={() => navigate('/mis-tarjetas')}>
          Volver
        </button>
      </div>
    );
  }
  if (!session.data) return <p>Procesando...</p>;
  const drawn = session.data.url ?? (session.data.checkout ? null : `/sandbox/bancard/checkout/register_card/new?process_id=${encodeURIComponent(session.data.process_id)}`);
  return (
    <>
      <div id={CONTAINER} className={ui.input} style={{ width: '100%', minHeight: 460, padding: 0, border: 0 }}>
        {drawn ? <iframe title="Registrar tarjeta" src={drawn} style={{ width: '100%', minHeight: 460, border: 0 }} /> : null}
      </div>
      {card && (
        <ConfirmDialog title={CARD_TEXTS.askDefault} onYes={() => void answer(true)} onNo={() => void answer(false)} busy={busy}>
          <p>
            {card.card_brand} {card.card_masked_number}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
