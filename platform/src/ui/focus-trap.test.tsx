// @vitest-environment happy-dom
import { useRef, useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusTrap } from './focus-trap';

function Dialog({ onClose }: { onClose: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useFocusTrap(box, true, 'container');
  return (
    <div ref={box} role="dialog" aria-label="Prueba" tabIndex={-1}>
      <button type="button" onClick={onClose}>
        Cerrar
      </button>
    </div>
  );
}

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      {open && <Dialog onClose={() => setOpen(false)} />}
    </>
  );
}

afterEach(cleanup);

describe('useFocusTrap', () => {
  it('moves the focus into the dialog and gives it back to the opener when it closes', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Prueba' });
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
