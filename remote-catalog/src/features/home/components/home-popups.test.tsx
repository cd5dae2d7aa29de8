import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearQueryCache } from '@botica/platform/data/query';
import type { Banner } from '@botica/shared-contracts/catalog/entities';
import { HomePopups } from './home-popups';

const banner = (codigo: number, posicion: string, descripcion: string, fechaFin: string | null = null): Banner => ({
  codigo, posicion, descripcion, url: '/productos/promociones', orden: 1, imagen: `${posicion}.webp`, imagenWeb: `${posicion}.webp`, fechaFin,
});
let byPosition: Record<string, Banner[]> = {};
vi.mock('../api', () => ({ bannersAt: async (posicion: string) => byPosition[posicion] ?? [] }));

const clearCookies = () => {
  for (const c of document.cookie.split(';')) {
    const key = c.split('=')[0]?.trim();
    if (key) document.cookie = `${key}=; max-age=0; path=/`;
  }
};
const draw = async () => {
  render(
    <MemoryRouter>
      <HomePopups />
    </MemoryRouter>,
  );
  await act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });
};

describe('home pop-ups (spec 002 §2.10)', () => {
  beforeEach(() => {
    clearQueryCache();
    clearCookies();
    byPosition = { HOT_SALE: [banner(90, 'HOT_SALE', 'Hot Sale: hasta 50 %')], POPUP: [banner(91, 'POPUP', 'Semana de la salud', '2099-01-01T00:00:00Z')] };
  });
  afterEach(() => vi.useRealTimers());

  it('on 2023-07-12 the Hot Sale image shows, then not again for 2 hours (cookie)', async () => {
    vi.useFakeTimers({ now: new Date('2023-07-12T15:00:00-04:00'), toFake: ['Date'] });
    await draw();
    expect(await screen.findByRole('dialog', { name: 'Hot Sale' })).toBeInTheDocument();
    expect(document.cookie).toContain('popup_hot_sale=1');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    clearQueryCache();
    await draw();
    expect(screen.queryByRole('dialog', { name: 'Hot Sale' })).toBeNull();
  });

  it('on another day there is no Hot Sale; the generic pop-up shows once by its cookie key', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T12:00:00-03:00'), toFake: ['Date'] });
    await draw();
    expect(screen.queryByRole('dialog', { name: 'Hot Sale' })).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Semana de la salud' })).toBeInTheDocument();
    expect(document.cookie).toContain('popup_91=1');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    clearQueryCache();
    await draw();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a generic pop-up past the end of its date range does not show', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T12:00:00-03:00'), toFake: ['Date'] });
    byPosition.POPUP = [banner(92, 'POPUP', 'Vencida', '2026-11-01T00:00:00Z')];
    await draw();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
