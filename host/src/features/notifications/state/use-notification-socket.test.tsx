import { act, render, waitFor } from '@testing-library/react';
import { EventEmitter } from 'node:events';
import { createStore, Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import type { Customer } from '@botica/shared-contracts/customer/entities';
import type { Notification } from '@botica/shared-contracts/notifications/entities';
import { customerAtom } from '@botica/shared-contracts/session/session.atoms';
import { notificationsAtom, unreadCountAtom } from './notifications.atoms';
import { useNotificationSocket } from './use-notification-socket';

/** A socket whose server events the test emits. */
class FakeSocket extends EventEmitter {
  active = true;
  disconnect() {}
}
const socket = new FakeSocket();
vi.mock('../api/notification-socket', () => ({ openNotificationSocket: async () => socket }));
vi.mock('../../../state/when-idle', () => ({ whenIdle: (task: () => void) => (task(), () => undefined) }));

const note = (noclCodigo: number, nowaTitulo: string) => ({ noclCodigo, nowaTitulo, fchIns: `2026-11-26T10:0${noclCodigo}:00Z` }) as Notification;

function Probe() {
  useNotificationSocket();
  return null;
}

describe('the notification socket', () => {
  it("keeps a change that arrives before the list read on connecting, and follows the lists asked later", async () => {
    const store = createStore();
    store.set(customerAtom, { clieCodigo: 1 } as Customer);
    render(
      <Provider store={store}>
        <Probe />
      </Provider>,
    );
    await waitFor(() => expect(socket.listenerCount('sala')).toBe(1));
    act(() => {
      socket.emit('connect');
      // a message created while the server read the first list: its `sala` comes first, with both messages
      socket.emit('sala', { items: [note(2, 'Cupón'), note(1, 'Receta')], count: 2 });
      socket.emit('lista-notificaciones', { items: [note(1, 'Receta')], count: 1 });
    });
    expect(store.get(notificationsAtom).map((n) => n.nowaTitulo)).toEqual(['Cupón', 'Receta']);
    expect(store.get(unreadCountAtom)).toBe(2);
    // a list the page asks for afterwards (a filter) is shown as it comes
    act(() => socket.emit('lista-notificaciones', { items: [note(1, 'Receta')], count: 1 }));
    expect(store.get(notificationsAtom).map((n) => n.nowaTitulo)).toEqual(['Receta']);
    // after a reconnection the first list counts again
    act(() => {
      socket.emit('connect');
      socket.emit('lista-notificaciones', { items: [note(3, 'Pedido'), note(1, 'Receta')], count: 2 });
    });
    expect(store.get(notificationsAtom).map((n) => n.nowaTitulo)).toEqual(['Pedido', 'Receta']);
  });
});
