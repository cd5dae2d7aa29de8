import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@botica/shared-contracts/notifications/entities';
import { notificationsAtom, unreadCountAtom } from '../state/notifications.atoms';
import { NotificationPanel } from './notification-panel';

const item = (noclCodigo: number, noclEstado: string, nowaTitulo: string): Notification => ({
  noclCodigo,
  noclEstado,
  nowaCodigo: noclCodigo * 10,
  nowaTitulo,
  nowaDescripcion: `${nowaTitulo} (detalle)`,
  fchIns: `2026-05-0${noclCodigo}T10:00:00Z`,
});

function setup(list: Notification[], unread: number) {
  const store = createStore();
  store.set(notificationsAtom, list);
  store.set(unreadCountAtom, unread);
  render(
    <Provider store={store}>
      <MemoryRouter>
        <NotificationPanel onNavigate={() => undefined} />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('NotificationPanel', () => {
  it('filters the unread ones in the No leídas tab', async () => {
    setup([item(2, 'NO_LEIDO', 'Receta lista'), item(1, 'LEIDO', 'Pedido entregado')], 1);
    expect(screen.getAllByTestId('notification-item')).toHaveLength(2);
    await userEvent.click(screen.getByRole('tab', { name: 'No leídas (1)' }));
    expect(screen.getByRole('tab', { name: 'No leídas (1)' })).toHaveAttribute('aria-selected', 'true');
    const [only, ...others] = screen.getAllByTestId('notification-item');
    expect(others).toHaveLength(0);
    expect(within(only!).getByText('Receta lista')).toBeInTheDocument();
  });

  it('offers Marcar todas como leídas only while something is unread', async () => {
    const store = setup([item(2, 'NO_LEIDO', 'Receta lista'), item(3, 'NO_LEIDO', 'Cupón')], 2);
    await userEvent.click(screen.getByRole('button', { name: 'Marcar todas como leídas' }));
    expect(store.get(unreadCountAtom)).toBe(0);
    expect(screen.queryByRole('button', { name: 'Marcar todas como leídas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marcar como leída' })).not.toBeInTheDocument();
  });

  it('marks one as read and deletes one', async () => {
    const store = setup([item(2, 'NO_LEIDO', 'Receta lista'), item(1, 'LEIDO', 'Pedido entregado')], 1);
    await userEvent.click(screen.getByRole('button', { name: 'Marcar como leída' }));
    expect(store.get(unreadCountAtom)).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Pedido entregado' }));
    expect(screen.queryByText('Pedido entregado')).not.toBeInTheDocument();
    expect(store.get(notificationsAtom)).toHaveLength(1);
  });

  it('says so when there is nothing to show', () => {
    setup([], 0);
    expect(screen.getByText('No tienes notificaciones.')).toBeInTheDocument();
  });
});
