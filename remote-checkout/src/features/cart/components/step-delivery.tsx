import { useEffect, useState } from 'react';
import { TRUNCATE, truncate } from '@botica/shared-contracts/format/slug';
import { useQuery } from '@botica/platform/data/query';
import { Link } from '@botica/platform/router';
import { DELIVERY_TYPES } from '@botica/shared-contracts/checkout/constants';
import type { Calculation } from '@botica/shared-contracts/checkout/entities';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import { CHECKOUT_MESSAGES } from '@botica/shared-contracts/checkout/constants';
import { checkoutQueries } from '@botica/shared-contracts/checkout/queries';
import { formatGs } from '@botica/shared-contracts/format/money';
import type { Customer } from '@botica/shared-contracts/customer/entities';
import type { Address, Branch } from '@botica/shared-contracts/geo/entities';
import { fetchAddresses, fetchBranches, fetchCities, fetchDepartments } from '../api';
import type { StoredCart } from '../state/cart.model';
import { cartStore } from '../state/cart.service';
import type { CartOffice } from '../state/cart.model';
import { chooseAddress, chooseDeliveryType, chooseOffice, hasLocation, setShippingType } from '../state/checkout.logic';
import { ContactPicker } from './contact-picker';
import { DeliveryMethodDialog, MissingLocationDialog } from './delivery-dialogs';
import { ScheduleDialog } from './schedule-dialog';
import { LastBranches } from '../../branches/components/last-branches';
import { ViewBranchesButton } from '../../branches/components/view-branches-button';

export const NO_ADDRESSES = 'Favor agregar dirección para poder realizar la entrega.';
export const BRANCH_FIELD_MESSAGES = {
  departamento: 'Departamento es requerido',
  ciudad: 'Ciudad es requerido',
  sucursal: 'Sucursal es requerido',
} as const;

interface Props {
  cart: StoredCart;
  calc: Calculation | undefined;
  /** The cart as it is now is being priced (`calc` may still be the previous answer). */
  loading: boolean;
  /** The shopper tried to finish: the required fields show their messages. */
  attempted: boolean;
  customer: Customer | null;
  /** The 'Método de Entrega' dialog is open (the page opens it too, from the out-of-zone notice). */
  methodOpen: boolean;
  onMethodOpen: (open: boolean) => void;
}

/** The cart's pickup branch for a branch of the list (with the department and city the selects show). */
export const officeOf = (b: Branch): CartOffice => ({
  label: b.descripcion,
  value: b.codigo,
  departamento: { value: b.departamentoCodigo, label: b.departamento },
  ciudad: { value: b.ciudadCodigo, label: b.ciudad },
  data: { direccion: b.direccion },
});

/** An address as the list shows it: its label cut to 20 characters (spec 000 §9), then the street. */
export const addressLabel = (a: Pick<Address, 'nombre' | 'calle' | 'numero'>) =>
  `${truncate(a.nombre, TRUNCATE.addressLabel)} — ${a.calle}${a.numero ? ` ${a.numero}` : ''}`;

function hoursText(h: number): string {
  if (h <= 0) return 'Hoy, dentro del horario de entrega';
  return h === 1 ? 'En 1 hora' : `En ${h} horas`;
}

/** Step 1: home delivery to one of the customer's addresses, or pickup at a branch. */
export function StepDelivery({ cart, calc, loading, attempted, customer, methodOpen, onMethodOpen }: Props) {
  const store = cartStore();
  const onco = cart.oncologico === true;
  const [scheduleOpen, setScheduleOpen] = useState(false);
  return (
    <section className="ck-step" aria-labelledby="ck-step-1">
      <h2 id="ck-step-1" className="ck-step-title">
        <span className="ck-step-n">1</span> Método de entrega
        <button type="button" className="ck-link-button ck-step-action" onClick={() => onMethodOpen(true)}>
          Cambiar método
        </button>
      </h2>
      {methodOpen && <DeliveryMethodDialog cart={cart} onClose={() => onMethodOpen(false)} />}
      <div className="ck-switch" role="radiogroup" aria-label="Tipo de envío">
        <label className={cart.delivery ? 'ck-switch-on' : ''}>
          <input type="radio" name={`ck-shipping-${onco}`} checked={cart.delivery} onChange={() => store.update(onco, (c) => setShippingType(c, 1))} />
          Delivery
        </label>
        <label className={!cart.delivery ? 'ck-switch-on' : ''}>
          <input type="radio" name={`ck-shipping-${onco}`} checked={!cart.delivery} onChange={() => store.update(onco, (c) => setShippingType(c, 2))} />
          Retiro en sucursal
        </label>
      </div>
      {cart.delivery ? (
        <>
          <AddressList cart={cart} attempted={attempted} />
          <DeliveryTypes cart={cart} calc={calc} loading={loading} onSchedule={() => setScheduleOpen(true)} />
          {cart.address && <ContactPicker cart={cart} customer={customer} />}
          {scheduleOpen && <ScheduleDialog cart={cart} onClose={() => setScheduleOpen(false)} />}
        </>
      ) : (
        <BranchPicker cart={cart} attempted={attempted} />
      )}
    </section>
  );
}

function AddressList({ cart, attempted }: { cart: StoredCart; attempted: boolean }) {
  const store = cartStore();
  const onco = cart.oncologico === true;
  const addresses = useQuery(checkoutQueries.addresses(), fetchAddresses);
  const list = addresses.data ?? [];
  const [unlocated, setUnlocated] = useState<Address | null>(null);
  return (
    <div className="ck-block">
      <div className="ck-block-head">
        <h3>Mis direcciones</h3>
        <Link className="ck-link" to="/direcciones/agregar">
          Agregar
        </Link>
      </div>
      {addresses.loading && !addresses.data && <p className="ck-muted">Estamos obteniendo los datos...</p>}
      {addresses.data && list.length === 0 && <p className="ck-error">{NO_ADDRESSES}</p>}
      <ul className="ck-options" role="radiogroup" aria-label="Mis direcciones">
        {list.map((a) => (
          <li role="none" key={a.codigo}>
            <label className="ck-option">
              <input
                type="radio"
                name={`ck-address-${onco}`}
                checked={cart.address?.codigo === a.codigo}
                onChange={() => {
                  // An address without its place on the map must get one before it can take a delivery.
                  if (!hasLocation(a)) return setUnlocated(a);
                  store.update(onco, (c) => chooseAddress(c, { codigo: a.codigo, nombre: a.nombre, calle: a.calle, numero: a.numero ?? null }));
                }}
              />
              <span title={a.nombre}>{addressLabel(a)}</span>
            </label>
          </li>
        ))}
      </ul>
      {attempted && !cart.address && list.length > 0 && <p className="ck-error">Seleccione una dirección de envío.</p>}
      {unlocated && <MissingLocationDialog address={unlocated} from={onco ? '/carrito-oncologicos' : '/carrito'} onClose={() => setUnlocated(null)} />}
    </div>
  );
}

function DeliveryTypes({ cart, calc, loading, onSchedule }: { cart: StoredCart; calc: Calculation | undefined; loading: boolean; onSchedule: () => void }) {
  const store = cartStore();
  const onco = cart.oncologico === true;
  if (!cart.address || !calc) return null;
  const options = calc.tiposDeEntrega;
  // The address was just chosen and the answer at hand priced no place (it offers no type): the types the engine
  // offers for an address (always all of them, available or not) keep their place while it is priced, so what
  // follows does not jump down when they arrive, and no 'no delivery type' notice shows meanwhile.
  if (options.length === 0 && loading) {
    return (
      <div className="ck-block" aria-busy="true" data-testid="delivery-types-loading">
        <h3>Tipo de entrega</h3>
        <ul className="ck-options">
          {DELIVERY_TYPES.map((tipo) => (
            <li key={tipo}>
              <div className="ck-option ck-option-off">
                <span className="ck-option-text">
                  <strong>{MESSAGES.loadingData}</strong>
                  <span>{'\u00a0'}</span>
                  <small>{'\u00a0'}</small>
                </span>
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const available = options.filter((o) => o.disponible);
  // The shopper's choice shows at once; a type not on offer shows the one the engine applied instead.
  const shown = available.some((o) => o.tipo === cart.tipoEntrega) ? cart.tipoEntrega : calc.tipoEntrega;
  return (
    <div className="ck-block">
      <h3>Tipo de entrega</h3>
      {available.length === 0 && <p className="ck-error">{CHECKOUT_MESSAGES.noDeliveryTypes}</p>}
      <ul className="ck-options" role="radiogroup" aria-label="Tipo de entrega">
        {options.map((o) => (
          <li role="none" key={o.tipo}>
            <label className={`ck-option${o.disponible ? '' : ' ck-option-off'}`}>
              <input
                type="radio"
                name={`ck-delivery-type-${onco}`}
                disabled={!o.disponible}
                checked={shown === o.tipo}
                onChange={() => {
                  store.update(onco, (c) => chooseDeliveryType(c, o.tipo));
                  if (o.tipo === 'programada') onSchedule();
                }}
              />
              <span className="ck-option-text">
                <strong>{o.texto}</strong>
                <span data-testid={`delivery-cost-${o.tipo}`}>{o.costo > 0 ? formatGs(o.costo) : 'Gratis'}</span>
                <small>{o.disponible ? hoursText(o.tiempoEntrega) : o.mensaje}</small>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {cart.tipoEntrega === 'programada' && (
        <p className="ck-slot">
          {cart.entrega.horario ? (
            <>
              Entrega: {cart.entrega.horario.fecha} · {cart.entrega.horario.horario}{' '}
            </>
          ) : (
            'Elegí el día y el horario de la entrega. '
          )}
          <button type="button" className="ck-link-button" onClick={onSchedule}>
            {cart.entrega.horario ? 'Cambiar horario' : 'Elegir horario'}
          </button>
        </p>
      )}
    </div>
  );
}

/** Pickup: department → city → branch (the map of branches is its own modal, opened from the spot below). */
function BranchPicker({ cart, attempted }: { cart: StoredCart; attempted: boolean }) {
  const store = cartStore();
  const onco = cart.oncologico === true;
  const [departamento, setDepartamento] = useState<number | null>(cart.office?.departamento?.value ?? null);
  const [ciudad, setCiudad] = useState<number | null>(cart.office?.ciudad?.value ?? null);
  const [touched, setTouched] = useState(false);
  // A branch chosen elsewhere (the nearest-branches list) shows in the selects too.
  const officeDep = cart.office?.departamento?.value;
  const officeCity = cart.office?.ciudad?.value;
  useEffect(() => {
    if (officeDep) setDepartamento(officeDep);
    if (officeCity) setCiudad(officeCity);
  }, [officeDep, officeCity]);
  const departments = useQuery(checkoutQueries.departments(), fetchDepartments, { revalidateOnFocus: false });
  const cities = useQuery(departamento ? checkoutQueries.cities(departamento) : null, () => fetchCities(departamento!), { revalidateOnFocus: false });
  const branches = useQuery(ciudad ? checkoutQueries.branches(ciudad) : null, () => fetchBranches(ciudad!), { revalidateOnFocus: false });
  const show = touched || attempted;
  const depLabel = departments.data?.find((d) => d.codigo === departamento)?.descripcion ?? '';
  const cityLabel = cities.data?.find((d) => d.codigo === ciudad)?.descripcion ?? '';
  const pick = (b: Branch) => {
    setTouched(true);
    setDepartamento(b.departamentoCodigo);
    setCiudad(b.ciudadCodigo);
    store.update(onco, (c) => chooseOffice(c, officeOf(b)));
  };
  return (
    <div className="ck-block ck-branch-picker">
      <label className="ck-field">
        <span>Departamento</span>
        <select
          aria-label="Departamento"
          value={departamento ?? ''}
          onChange={(e) => {
            setTouched(true);
            setDepartamento(e.target.value ? Number(e.target.value) : null);
            setCiudad(null);
            store.update(onco, (c) => chooseOffice(c, null));
          }}
        >
          <option value="">Seleccione un departamento</option>
          {departments.data?.map((d) => (
            <option key={d.codigo} value={d.codigo}>
              {d.descripcion}
            </option>
          ))}
        </select>
        {show && !departamento && <small className="ck-error">{BRANCH_FIELD_MESSAGES.departamento}</small>}
      </label>
      <label className="ck-field">
        <span>Ciudad</span>
        <select
          aria-label="Ciudad"
          value={ciudad ?? ''}
          disabled={!departamento}
          onChange={(e) => {
            setTouched(true);
            setCiudad(e.target.value ? Number(e.target.value) : null);
            store.update(onco, (c) => chooseOffice(c, null));
          }}
        >
          <option value="">Seleccione una ciudad</option>
          {cities.data?.map((d) => (
            <option key={d.codigo} value={d.codigo}>
              {d.descripcion}
            </option>
          ))}
        </select>
        {show && !ciudad && <small className="ck-error">{BRANCH_FIELD_MESSAGES.ciudad}</small>}
      </label>
      <label className="ck-field">
        <span>Sucursal</span>
        <select
          aria-label="Sucursal"
          value={cart.office?.value ?? ''}
          disabled={!ciudad}
          onChange={(e) => {
            setTouched(true);
            const b = branches.data?.find((x) => x.codigo === Number(e.target.value));
            store.update(onco, (c) =>
              chooseOffice(
                c,
                b
                  ? {
                      label: b.descripcion,
                      value: b.codigo,
                      departamento: departamento ? { value: departamento, label: depLabel } : null,
                      ciudad: ciudad ? { value: ciudad, label: cityLabel } : null,
                      data: { direccion: b.direccion },
                    }
                  : null,
              ),
            );
          }}
        >
          <option value="">Seleccione una sucursal</option>
          {branches.data?.map((b) => (
            <option key={b.codigo} value={b.codigo}>
              {b.descripcion}
            </option>
          ))}
        </select>
        {show && !cart.office && <small className="ck-error">{BRANCH_FIELD_MESSAGES.sucursal}</small>}
      </label>
      {ciudad && branches.data && branches.data.length === 0 && <p className="ck-muted">No se encontro sucursal con {cityLabel}</p>}
      <ViewBranchesButton selectedCodigo={cart.office?.value ?? null} onSelect={pick} />
      <LastBranches selectedCodigo={cart.office?.value ?? null} onSelect={pick} />
      {cart.office && (
        <p className="ck-muted" data-testid="chosen-branch">
          Retirás en {cart.office.label}
          {cart.office.data?.direccion ? ` — ${cart.office.data.direccion}` : ''}
        </p>
      )}
    </div>
  );
}
