import { useState } from 'react';
import { useQuery } from '@botica/platform/data/query';
import type { DeliverySlotDay, Slot } from '@botica/shared-contracts/checkout/entities';
import { checkoutQueries } from '@botica/shared-contracts/checkout/queries';
import { fetchDeliverySlots } from '../api';
import type { StoredCart } from '../state/cart.model';
import { cartStore } from '../state/cart.service';
import { chooseSlot } from '../state/checkout.logic';
import { Dialog } from './dialog';

const PARTS = [
  ['manhana', 'Mañana'],
  ['tarde', 'Tarde'],
  ['noche', 'Noche'],
] as const;

function dayLabel(fecha: string): string {
  const [y, m, d] = fecha.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return new Intl.DateTimeFormat('es-PY', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}

/** The scheduled-delivery modal: date tabs, the day's Mañana, Tarde and Noche slots, 'Elegir horario'. */
export function ScheduleDialog({ cart, onClose }: { cart: StoredCart; onClose: () => void }) {
  const slots = useQuery(checkoutQueries.deliverySlots(), fetchDeliverySlots);
  const days: DeliverySlotDay[] = slots.data ?? [];
  const [dayCode, setDayCode] = useState<string | null>(null);
  const [chosen, setChosen] = useState<(Slot & { fecha: string }) | null>(
    cart.entrega.horario ? { codigo: cart.entrega.horario.codigo, horario: cart.entrega.horario.horario, fecha: cart.entrega.horario.fecha, disponible: true } : null,
  );
  const day = days.find((d) => d.codigo === dayCode) ?? days.find((d) => PARTS.some(([k]) => d[k].disponible)) ?? days[0];
  return (
    <Dialog title="Entrega programada" onClose={onClose}>
      {slots.loading && !slots.data && <p className="ck-muted">Estamos obteniendo los datos...</p>}
      <div className="ck-tabs" role="tablist" aria-label="Días">
        {days.map((d) => (
          <button
            key={d.codigo}
            type="button"
            role="tab"
            aria-selected={d.codigo === day?.codigo}
            className="ck-tab"
            onClick={() => setDayCode(d.codigo)}
          >
            {dayLabel(d.fecha)}
          </button>
        ))}
      </div>
      {day && (
        <div className="ck-slots" role="radiogroup" aria-label="Horarios">
          {PARTS.map(([key, label]) => {
            const slot = day[key];
            return (
              <label key={key} className={`ck-option${slot.disponible ? '' : ' ck-option-off'}`}>
                <input
                  type="radio"
                  name="ck-slot"
                  disabled={!slot.disponible}
                  checked={chosen?.codigo === slot.codigo}
                  onChange={() => setChosen({ ...slot, fecha: day.fecha })}
                />
                <span className="ck-option-text">
                  <strong>{label}</strong>
                  <small>{slot.horario}</small>
                </span>
              </label>
            );
          })}
        </div>
      )}
      <button
        type="button"
        className="ck-button ck-button-block"
        disabled={!chosen}
        onClick={() => {
          if (!chosen) return;
          cartStore().update(cart.oncologico === true, (c) => chooseSlot(c, { codigo: chosen.codigo, horario: chosen.horario, fecha: chosen.fecha }));
          onClose();
        }}
      >
        Elegir horario
      </button>
    </Dialog>
  );
}
