import { checkoutQueries } from '@botica/shared-contracts/checkout/queries';
import { useState } from 'react';
import toast from '@botica/platform/toast';
import { Link } from '@botica/platform/router';
import { clearQueryCache, useQuery } from '@botica/platform/data/query';
import { ADDRESS_MESSAGES } from '@botica/shared-contracts/account/addresses';
import { accountQueries } from '@botica/shared-contracts/account/queries';
import type { Address } from '@botica/shared-contracts/geo/entities';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { deleteAddress, fetchAddresses, makeDefaultAddress } from '../api/addresses';
import layout from '../../../ui/account-layout.module.css';

export const addressLine = (a: Pick<Address, 'calle' | 'numero' | 'forma' | 'lateral1' | 'lateral2'>) => {
  const shape = a.forma === 'ESQU' ? ' esq. ' : a.forma === 'ENTR' ? ' entre ' : a.forma === 'CASI' ? ' casi ' : '';
  const lateral = shape ? `${shape}${a.lateral1 ?? ''}${a.forma === 'ENTR' && a.lateral2 ? ` y ${a.lateral2}` : ''}` : '';
  return `${a.calle}${a.numero ? ` ${a.numero}` : ''}${lateral}`;
};

/** Forgets the account's and the checkout's cached address lists, so both read the change. */
export function forgetAddresses() {
  clearQueryCache(accountQueries.addresses());
  clearQueryCache(accountQueries.address(''));
  clearQueryCache(checkoutQueries.addresses());
}

/** /mis-direcciones: the list with default (a checked box), edit and delete (spec 001 §4 Defaults). */
export function AddressList() {
  const query = useQuery(accountQueries.addresses(), fetchAddresses);
  const [removing, setRemoving] = useState<Address | null>(null);
  const [busy, setBusy] = useState(false);
  const list = query.data ?? [];

  const run = async (work: () => Promise<{ message?: string }>, success: string) => {
    setBusy(true);
    try {
      const res = await work();
      toast.success(res.message ?? success);
      forgetAddresses();
      query.reload();
    } catch {
      toast.error(ADDRESS_MESSAGES.generic, { id: 'account-generic-error' });
    } finally {
      setBusy(false);
    }
  };

  if (query.loading && !query.data) return <p>{MESSAGES.loadingData}</p>;
  if (query.error && !query.data) {
    return (
      <p role="alert">
        Lo sentimos! No pudimos recuperar tus datos.{' '}
        <button type="button" className={layout.link} onClick={query.reload}>
          Reintentar
        </button>
      </p>
    );
  }
  if (list.length === 0) {
    return (
      <div className={layout.empty}>
        <p>Todavía no tenés direcciones guardadas.</p>
        <Link to="/direcciones/agregar" className={layout.back}>
          Agregar dirección
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className={layout.list} aria-label="Mis direcciones">
        {list.map((a) => (
          <li key={a.codigo} className={layout.item} data-testid="address-item">
            <div className={layout.itemText}>
              <strong>{a.nombre}</strong>
              <span>{addressLine(a)}</span>
              <span>{[a.ubicacion?.barrio?.descripcion, a.ubicacion?.ciudad?.descripcion].filter(Boolean).join(', ')}</span>
              {(a.latitud === null || a.latitud === undefined) && <span className={layout.badge}>Sin ubicación en el mapa</span>}
            </div>
            <div className={layout.actions}>
              <label>
                <input
                  type="checkbox"
                  checked={a.default === 'S'}
                  disabled={a.default === 'S' || busy}
                  onChange={() => void run(() => makeDefaultAddress(a.codigo), ADDRESS_MESSAGES.defaultUpdated)}
                  aria-label={`Dirección por defecto: ${a.nombre}`}
                />{' '}
                {a.default === 'S' ? 'Por defecto' : 'Usar por defecto'}
              </label>
              <Link to={`/direcciones/${a.codigo}/editar`} className={layout.link} aria-label={`Editar ${a.nombre}`}>
                Editar
              </Link>
              <button type="button" className={layout.danger} onClick={() => setRemoving(a)} aria-label={`Eliminar ${a.nombre}`}>
                Eliminar
              </button>
            </div>
          </li>
        ))}
      </ul>
      {removing && (
        <ConfirmDialog
          title="¿Desea eliminar la dirección?"
          busy={busy}
          onNo={() => setRemoving(null)}
          onYes={() => void run(() => deleteAddress(removing.codigo), ADDRESS_MESSAGES.deleted).then(() => setRemoving(null))}
        >
          <p>{removing.nombre}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
