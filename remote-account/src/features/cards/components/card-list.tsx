import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { customerAtom } from '@botica/shared-contracts/session/session.atoms';
import toast from '@botica/platform/toast';
import { Link } from '@botica/platform/router';
import { clearQueryCache, useQuery } from '@botica/platform/data/query';
import { CARD_TEXTS, type SavedCard } from '@botica/shared-contracts/account/cards';
import { accountQueries } from '@botica/shared-contracts/account/queries';
import { GENERIC_ERROR } from '@botica/shared-contracts/http/errors';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { deleteCard, fetchCards, makeDefaultCard } from '../api/cards';
import layout from '../../../ui/account-layout.module.css';

/** The saved cards: default (a checked box), delete; '+ Agregar tarjeta' when at least one exists. */
export function CardList({ compact = false }: { compact?: boolean }) {
  const query = useQuery(accountQueries.cards(), fetchCards);
  const customer = useAtomValue(customerAtom);
  const reRegister = customer?.recatastrarTarjetas === true && (
    <p role="alert" className={layout.notice} data-testid="cards-re-register">
      {CARD_TEXTS.reRegister}
    </p>
  );
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const [busy, setBusy] = useState(false);
  const list = query.data ?? [];
  const run = async (work: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await work();
      toast.success(success);
      clearQueryCache(accountQueries.cards());
      query.reload();
    } catch {
      toast.error(GENERIC_ERROR, { id: 'account-generic-error' });
    } finally {
      setBusy(false);
    }
  };
  if (query.loading && !query.data) return <p>{MESSAGES.loadingData}</p>;
  if (query.error && !query.data) return <p role="alert">Lo sentimos! No pudimos recuperar tus datos</p>;
  if (list.length === 0) {
    return (
      <div className={layout.empty}>
        {reRegister}
        <p>No tenés tarjetas guardadas.</p>
        <Link to="/tarjetas/agregar" className={layout.back}>
          Agregar tarjeta
        </Link>
      </div>
    );
  }
  return (
    <>
      {reRegister}
      <ul className={layout.list} aria-label="Mis tarjetas">
        {list.map((c) => (
          <li key={c.card_id} className={layout.item} data-testid="card-item">
            <div className={layout.itemText}>
              <strong>{c.card_brand}</strong>
              <span>{c.card_masked_number}</span>
            </div>
            {!compact && (
              <div className={layout.actions}>
                <label>
                  <input
                    type="checkbox"
                    checked={c.default === 'S'}
                    disabled={c.default === 'S' || busy}
                    onChange={() => void run(() => makeDefaultCard(c.card_id), CARD_TEXTS.defaultUpdated)}
                    aria-label={`Tarjeta por defecto: ${c.card_masked_number}`}
                  />{' '}
                  {c.default === 'S' ? 'Por defecto' : 'Usar por defecto'}
                </label>
                <button type="button" className={layout.danger} onClick={() => setRemoving(c)} aria-label={`Eliminar ${c.card_masked_number}`}>
                  Eliminar
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {removing && (
        <ConfirmDialog
          title="¿Desea eliminar la tarjeta?"
          busy={busy}
          onNo={() => setRemoving(null)}
          onYes={() => void run(() => deleteCard(removing.alias_token, removing.card_id), CARD_TEXTS.deleted).then(() => setRemoving(null))}
        >
          <p>{removing.card_masked_number}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
