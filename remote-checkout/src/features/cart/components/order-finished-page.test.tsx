import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '@botica/shared-contracts/checkout/entities';
import { OrderFinishedPage } from './order-finished-page';

const TOKEN = 'Qm9kZWdhR3VhcmFuaVBlZGlkbzQy';
const asked: string[] = [];
const order = {
  codigo: 42, estado: 'GENE', fecha: '2026-11-28T10:00:00.000Z', total: 25_000, subtotal: 25_000, delivery: 0, descuento: 0, giftMonto: 0,
  oncologico: false, tokenPeticion: TOKEN, tipoEntrega: null, pedido: { tipo: 'MOST', sucursal: { codigo: 3, descripcion: 'PUNTO 37', direccion: 'Palma 123', latitud: -25.28, longitud: -57.63 } },
  direccion: null, formaPago: { codigo: 1, descripcion: 'Efectivo' }, entrega: null, stockProveedor: false, detalles: [],
} as unknown as Order;
let answered: Order = order;
vi.mock('../api', () => ({
  fetchOrder: async (codigo: string) => (asked.push(`codigo:${codigo}`), answered),
  fetchOrderByToken: async (token: string) => (asked.push(`token:${token}`), answered),
}));

const open = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/compra-finalizada/:id?" element={<OrderFinishedPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('OrderFinishedPage (spec 001 §2 purchase completion)', () => {
  it('the variant reached by token reads the order with GET /peticiones/solicitud/{id} and shows it', async () => {
    asked.length = 0;
    open(`/compra-finalizada/${TOKEN}`);
    expect(await screen.findByTestId('order-number')).toHaveTextContent('42');
    expect(screen.getByTestId('order-payment')).toHaveTextContent('Efectivo');
    expect(asked).toEqual([`token:${TOKEN}`]);
  });

  it('an order code reads GET /peticiones/{id}', async () => {
    asked.length = 0;
    open('/compra-finalizada/42');
    expect(await screen.findByTestId('order-number')).toHaveTextContent('42');
    expect(asked).toEqual(['codigo:42']);
  });

  it('an order without lines from the supplier\'s stock does not speak of the supplier', async () => {
    answered = order;
    open('/compra-finalizada/42');
    expect(await screen.findByTestId('order-number')).toHaveTextContent('42');
    expect(screen.queryByTestId('supplier-stock-note')).toBeNull();
    expect(screen.queryByText(/stock del proveedor/)).toBeNull();
  });

  it('an order subject to the supplier\'s stock says it is confirmed within 12 business hours (spec 000 §9)', async () => {
    answered = { ...order, stockProveedor: true };
    open('/compra-finalizada/42');
    expect(await screen.findByTestId('supplier-stock-note')).toHaveTextContent(
      'Los pedidos sujetos a stock del proveedor se confirman dentro de las 12 horas hábiles.',
    );
    answered = order;
  });

  it('anything else is no order: the not-found page, not the thanks of a purchase', () => {
    asked.length = 0;
    open('/compra-finalizada/x');
    expect(screen.getByRole('heading', { name: 'Página no encontrada.' })).toBeInTheDocument();
    expect(screen.getByText('Lo sentimos. No encontramos lo que buscabas.')).toBeInTheDocument();
    expect(screen.queryByText('¡Gracias por tu compra!')).toBeNull();
    expect(asked).toEqual([]);
  });
});
