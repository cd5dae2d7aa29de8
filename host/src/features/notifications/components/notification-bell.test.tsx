import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateDrawn } from '@botica/platform/testing/hydrate-drawn';
import { customerAtom } from '@botica/shared-contracts/session/session.atoms';
import { NotificationBell } from './notification-bell';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

function bellFor(store: ReturnType<typeof createStore>) {
  return (
    <Provider store={store}>
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>
    </Provider>
  );
}

describe('NotificationBell drawn by the server', () => {
  it('is disabled until the page is hydrated, then opens the panel in the same element', async () => {
    const store = createStore();
    store.set(customerAtom, { clieCodigo: 7 } as never);
    const html = renderToString(bellFor(store));
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="notification-bell"/);

    const { container, errors } = await hydrateDrawn(html, bellFor(store), { select: '[data-testid="notification-bell"]' });
    expect(errors).toEqual([]);
    const bell = container.querySelector<HTMLButtonElement>('[data-testid="notification-bell"]')!;
    expect(bell.disabled).toBe(false);
    await act(async () => bell.click());
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    expect(container.querySelector('[data-testid="notification-panel"]')).not.toBeNull();
  });
});
