import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoulettePage } from './roulette-page';

vi.mock('../api/roulette-api', () => ({
  checkRoulette: vi.fn(async () => ({ btnBloquear: false })),
  spin: vi.fn(async () => ({ repetirRuleta: false, premio: '1', segmento: 5, mensaje: 'Ganaste una Gift Card de Gs. 50.000', codigo: 'GC-1' })),
}));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('RoulettePage result dialog', () => {
  it('moves the focus into the result, keeps Tab there and stays open on Escape (its way out is the link)', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/ruleta-valentines-day/123']}>
        <Routes>
          <Route path="/ruleta-valentines-day/:id" element={<RoulettePage />} />
          <Route path="/" element={<p>inicio</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const girar = screen.getByRole('button', { name: 'Girar' });
    await vi.waitFor(() => expect(girar).toBeEnabled());
    // the wheel turns for 4 s: that wait runs on a fake clock
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    fireEvent.click(girar);
    await vi.advanceTimersByTimeAsync(4000);
    vi.useRealTimers();

    const dialog = await screen.findByRole('dialog', { name: '¡Ganaste!' });
    expect(dialog).toHaveAccessibleDescription('Ganaste una Gift Card de Gs. 50.000');
    const seguir = screen.getByRole('link', { name: 'Seguir comprando' });
    await vi.waitFor(() => expect(seguir).toHaveFocus());
    await user.tab();
    expect(seguir).toHaveFocus();
    await user.tab({ shift: true });
    expect(seguir).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: '¡Ganaste!' })).toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(await screen.findByText('inicio')).toBeInTheDocument();
  });
});
