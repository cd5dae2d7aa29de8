import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import { remaining } from '../state/countdown';
import { CountdownBanner } from './countdown-banner';

const start = new Date('2026-03-01T10:00:00Z');

describe('remaining', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const end = new Date(start.getTime() + ((1 * 24 + 2) * 3600 + 3 * 60 + 4) * 1000);
    expect(remaining(end, start)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
  });
  it('is null once the end has passed', () => {
    expect(remaining(start, start)).toBeNull();
    expect(remaining(new Date(start.getTime() - 1000), start)).toBeNull();
  });
});

describe('CountdownBanner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => vi.useRealTimers());

  const banner = (fechaFin: string | null) => ({
    codigo: 4,
    posicion: 'TEMPORIZADOR',
    orden: 1,
    imagen: 'banners/temporizador.svg',
    imagenWeb: 'banners/temporizador.svg',
    url: '/productos/promociones',
    descripcion: 'Ofertas relámpago',
    fechaFin,
  });

  it('ticks every second and hides itself at the end', async () => {
    const end = new Date(start.getTime() + (2 * 86400 + 3 * 3600 + 4 * 60 + 2) * 1000).toISOString();
    renderWithApp(<CountdownBanner banner={banner(end)} />);
    const timer = screen.getByTestId('cat-countdown');
    expect(timer).toHaveTextContent('02días');
    expect(timer).toHaveTextContent('03horas');
    expect(timer).toHaveTextContent('04minutos');
    expect(timer).toHaveTextContent('02segundos');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('cat-countdown')).toHaveTextContent('01segundos');
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('cat-countdown')).toHaveTextContent('03minutos');
    // two days later, half a second before the end (the clock jumps; the interval keeps ticking): the last tick hides it
    vi.setSystemTime(new Date(end).getTime() - 500);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId('cat-countdown')).toBeNull();
  });

  it('shows nothing for a banner whose end has passed', () => {
    renderWithApp(<CountdownBanner banner={banner('2026-02-28T00:00:00Z')} />);
    expect(screen.queryByTestId('cat-countdown')).toBeNull();
  });
});
