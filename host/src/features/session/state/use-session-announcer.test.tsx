import { act, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { subscribe } from '@botica/shared-contracts/events/bus';
import { customerAtom } from '@botica/shared-contracts/session/session.atoms';
import { useSessionAnnouncer } from './use-session-announcer';

function Announcer() {
  useSessionAnnouncer();
  return null;
}

describe('useSessionAnnouncer', () => {
  it('tells the remotes each change of the shopper (a login, a logout), not the session the page started with', () => {
    const heard: Array<number | null> = [];
    const off = subscribe('host:session-changed', ({ cliente }) => heard.push(cliente));
    const store = createStore();
    store.set(customerAtom, { clieCodigo: 7 } as never);
    render(
      <Provider store={store}>
        <Announcer />
      </Provider>,
    );
    expect(heard).toEqual([]);
    act(() => store.set(customerAtom, null));
    act(() => store.set(customerAtom, { clieCodigo: 9 } as never));
    // the same customer read again is no change
    act(() => store.set(customerAtom, { clieCodigo: 9, primerNombre: 'Ana' } as never));
    off();
    expect(heard).toEqual([null, 9]);
  });
});
