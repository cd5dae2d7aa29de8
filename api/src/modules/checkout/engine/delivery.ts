import { DELIVERY_HOURS, type DeliveryOption, type DeliverySlotDay, type DeliveryType, IMMEDIATE_DELIVERY_TIME } from '@botica/shared-contracts/checkout/entities';
import { CHECKOUT_MESSAGES } from '@botica/shared-contracts/checkout/responses';
import { paraguayClock, toMinutes } from '@botica/shared-contracts/time/clock';
import { hoursUntilWindow, insideDeliveryWindow, nextDay } from './clock.js';
import type { DeliveryCosts, EngineBranch } from './types.js';

const COURIER_HOURS = 48;

/**
 * The delivery types offered for an address served by `branch` at `km` from it. Inmediata: the zone branch
 * delivers and the address is within its radius; outside the 08:00–21:00 window it goes the next morning.
 * Programada: the zone branch does scheduled deliveries. Courrier: anywhere, from the nearest branch.
 * Home delivery is free from `gratisDesde`.
 */
export function deliveryOptions(branch: EngineBranch | null, km: number | null, subtotal: number, costs: DeliveryCosts, now: Date): DeliveryOption[] {
  const inZone = Boolean(branch?.delivery) && km !== null && km <= costs.radioKm;
  const free = costs.gratisDesde > 0 && subtotal >= costs.gratisDesde;
  const open = insideDeliveryWindow(now);
  const zoneMsg = inZone ? null : CHECKOUT_MESSAGES.noDelivery;
  return [
    {
      tipo: 'inmediata',
      texto: open ? 'Entrega inmediata' : `Entrega inmediata: desde las ${DELIVERY_HOURS.desde} del día siguiente`,
      costo: free ? 0 : costs.inmediata,
      tiempoEntrega: open ? IMMEDIATE_DELIVERY_TIME : hoursUntilWindow(now),
      disponible: inZone,
      mensaje: zoneMsg,
    },
    {
      tipo: 'programada',
      texto: 'Entrega programada: elegí el día y el horario',
      costo: free ? 0 : costs.programada,
      tiempoEntrega: 24,
      disponible: inZone && Boolean(branch?.entregaProgramada),
      mensaje: inZone && !branch?.entregaProgramada ? 'La sucursal de tu zona no realiza entregas programadas.' : zoneMsg,
    },
    {
      tipo: 'courrier',
      texto: 'Courrier: entrega en 24 a 72 horas',
      costo: costs.courrier,
      tiempoEntrega: COURIER_HOURS,
      disponible: branch !== null,
      mensaje: branch ? null : CHECKOUT_MESSAGES.noDelivery,
    },
  ];
}

/** The requested type when offered, else the first offered one, else none ('No hay tipos de envío disponibles'). */
export function chooseDeliveryType(requested: string, options: DeliveryOption[]): DeliveryType | null {
  const wanted = requested === 'separada' || requested === 'completa' ? 'inmediata' : requested;
  const hit = options.find((o) => o.tipo === wanted && o.disponible);
  return (hit ?? options.find((o) => o.disponible))?.tipo ?? null;
}

const SLOTS = [
  { key: 'manhana', letra: 'M', desde: '08:00', hasta: '12:00' },
  { key: 'tarde', letra: 'T', desde: '12:00', hasta: '17:00' },
  { key: 'noche', letra: 'N', desde: '17:00', hasta: '21:00' },
] as const;
/** A slot can still be chosen until an hour before it starts. */
const LEAD_MINUTES = 60;
export const SLOT_DAYS = 4;

/** The scheduled-delivery days (today and the next three) with their Mañana, Tarde and Noche slots. */
export function deliverySlots(now: Date, days = SLOT_DAYS): DeliverySlotDay[] {
  const { fecha: today, minutes } = paraguayClock(now);
  return Array.from({ length: days }, (_, i) => {
    const fecha = nextDay(today, i);
    const slot = (s: (typeof SLOTS)[number]) => ({
      codigo: `${fecha}-${s.letra}`,
      horario: `${s.desde} a ${s.hasta}`,
      disponible: i > 0 || toMinutes(s.desde)! - LEAD_MINUTES >= minutes,
    });
    const [m, t, n] = SLOTS.map(slot) as [ReturnType<typeof slot>, ReturnType<typeof slot>, ReturnType<typeof slot>];
    return { codigo: fecha.replaceAll('-', ''), fecha, manhana: m, tarde: t, noche: n };
  });
}

/** Whether a slot code ('2026-11-25-T') is one of the slots that can be chosen now. */
export function slotAvailable(codigo: string, now: Date): boolean {
  return deliverySlots(now).some((d) => [d.manhana, d.tarde, d.noche].some((s) => s.codigo === codigo && s.disponible));
}
