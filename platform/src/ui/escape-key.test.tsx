// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEscapeKey } from './escape-key';

function Panel({ active, onEscape }: { active: boolean; onEscape: () => void }) {
  // a new function on every render, as a dialog's inline close is
  useEscapeKey(() => onEscape(), active);
  return <button type="button">Cerrar</button>;
}

afterEach(cleanup);

describe('useEscapeKey', () => {
  it('calls the latest close on Escape while active, and nothing on other keys or when inactive', () => {
    const first = vi.fn();
    const view = render(<Panel active onEscape={first} />);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(first).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('button'), { key: 'Escape' });
    expect(first).toHaveBeenCalledOnce();

    const second = vi.fn();
    view.rerender(<Panel active onEscape={second} />);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(second).toHaveBeenCalledOnce();
    expect(first).toHaveBeenCalledOnce();

    view.rerender(<Panel active={false} onEscape={second} />);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(second).toHaveBeenCalledOnce();

    view.unmount();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(second).toHaveBeenCalledOnce();
  });
});
