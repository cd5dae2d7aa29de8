import { useState } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountantDialog } from './accountant-dialog';

function Invoices() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Agregar contador
      </button>
      {open && <AccountantDialog current={null} onClose={() => setOpen(false)} onSaved={() => setOpen(false)} />}
    </>
  );
}

afterEach(cleanup);

describe('AccountantDialog keyboard', () => {
  it('takes the focus to the document field, keeps Tab inside, closes with Escape and gives the focus back', async () => {
    const user = userEvent.setup();
    render(<Invoices />);
    const opener = screen.getByRole('button', { name: 'Agregar contador' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Agregar contador' });
    const documento = screen.getByLabelText('Número de documento');
    await waitFor(() => expect(documento).toHaveFocus());

    // Shift+Tab from the first control wraps to the last, Tab from the last back to the first
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Guardar' })).toHaveFocus();
    await user.tab();
    expect(documento).toHaveFocus();
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("closes with 'Cancelar' and gives the focus back to the opener", async () => {
    const user = userEvent.setup();
    render(<Invoices />);
    const opener = screen.getByRole('button', { name: 'Agregar contador' });
    await user.click(opener);
    await waitFor(() => expect(screen.getByLabelText('Número de documento')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
