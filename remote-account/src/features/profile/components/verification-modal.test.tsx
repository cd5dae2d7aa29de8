import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render';
import { VerificationModal } from './verification-modal';

afterEach(cleanup);

describe('VerificationModal', () => {
  it('is a non-blocking dialog: Tab moves through it and on to the page', async () => {
    const user = userEvent.setup();
    renderAt(
      <>
        <VerificationModal />
        <button type="button">Editar mis datos</button>
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Verificá tus datos' });
    expect(dialog).not.toHaveAttribute('aria-modal');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Verificar mis datos' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Más tarde' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Editar mis datos' })).toHaveFocus();
  });

  it("closes with Escape from inside it, like 'Más tarde'", async () => {
    const user = userEvent.setup();
    renderAt(<VerificationModal />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Verificar mis datos' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("closes with 'Más tarde'", async () => {
    const user = userEvent.setup();
    renderAt(<VerificationModal />);
    await user.click(screen.getByRole('button', { name: 'Más tarde' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
