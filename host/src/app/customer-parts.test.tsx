import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { hydrateDrawn } from '@botica/platform/testing/hydrate-drawn';
import { customerAtom } from '@botica/shared-contracts/session/session.atoms';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const downloaded = vi.fn();
vi.mock('./customer-parts.lazy', () => {
  downloaded();
  return {
    NotificationBell: () => <button data-testid="notification-bell">Notificaciones</button>,
    NotificationsRoot: () => null,
    TermsDialog: () => <dialog data-testid="terms-dialog" />,
  };
});

const storeFor = (loggedIn: boolean) => {
  const store = createStore();
  store.set(customerAtom, loggedIn ? ({ clieCodigo: 7 } as never) : null);
  return store;
};

describe("the customer's parts", () => {
  it("a visitor's page has none of them and never downloads their code", async () => {
    const { NotificationBell, TermsDialog } = await import('./customer-parts');
    const { container } = render(
      <Provider store={storeFor(false)}>
        <NotificationBell />
        <TermsDialog />
      </Provider>,
    );
    await act(async () => undefined);
    expect(container.innerHTML).toBe('');
    expect(downloaded).not.toHaveBeenCalled();
  });

  it('a customer who logs in in the page gets them once their code is in', async () => {
    const { NotificationBell } = await import('./customer-parts');
    render(
      <Provider store={storeFor(true)}>
        <NotificationBell />
      </Provider>,
    );
    expect(await screen.findByTestId('notification-bell')).toBeTruthy();
    expect(downloaded).toHaveBeenCalledTimes(1);
  });

  it("a page drawn for a customer hydrates them in place once the boot loaded them", async () => {
    const { loadCustomerParts, NotificationBell, TermsDialog } = await import('./customer-parts');
    await loadCustomerParts();
    const tree = (
      <Provider store={storeFor(true)}>
        <NotificationBell />
        <TermsDialog />
      </Provider>
    );
    const html = renderToString(tree);
    expect(html).toContain('data-testid="notification-bell"');
    expect(html).toContain('data-testid="terms-dialog"');
    const { errors } = await hydrateDrawn(html, tree, { select: '[data-testid="notification-bell"]' });
    expect(errors).toEqual([]);
  });
});
