import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearQueryCache } from '@botica/platform/data/query';
import type { Banner } from '@botica/shared-contracts/catalog/entities';
import { cacheKey } from '@botica/shared-contracts/http/query-key';
import { BannerRow } from './banner-row';

let timers: Banner[] = [];
vi.mock('../api', () => ({ timerBanner: async () => timers }));

const banner = (codigo: number, descripcion: string): Banner => ({ codigo, descripcion, url: '/sucursales', orden: codigo, posicion: 'PROMO', imagen: 'a.webp', imagenWeb: 'a.webp' });
const layer = window as Window & { dataLayer?: unknown[] };

const drawRow = () =>
  render(
    <MemoryRouter>
      <BannerRow
        queryKey={cacheKey<Banner[]>('test:promo-row')}
        load={async () => [banner(11, 'Gift Card'), banner(12, 'Pagá con QR')]}
        width={400}
        height={400}
        rowClass={undefined}
        itemClass={undefined}
        label="Promociones"
        testId="cat-promo-row"
        row={2}
      />
    </MemoryRouter>,
  );

const lastEvent = () => layer.dataLayer!.at(-1) as { event: string; ecommerce: Record<string, unknown> };

describe('banner-row analytics (spec 002 §2.10)', () => {
  beforeEach(() => {
    clearQueryCache();
    layer.dataLayer = [];
  });

  it('a click reports the banner with its row number and place', async () => {
    timers = [];
    drawRow();
    await userEvent.click(await screen.findByRole('img', { name: 'Pagá con QR' }));
    expect(lastEvent()).toMatchObject({ event: 'select_promotion', ecommerce: { promotion_id: '12', promotion_name: 'Pagá con QR', fila: 2, creative_slot: 'fila 2 - banner 2' } });
  });

  it('the row numbers shift by one when a countdown banner exists', async () => {
    timers = [{ ...banner(4, 'Ofertas relámpago'), posicion: 'TEMPORIZADOR', fechaFin: '2099-01-01T00:00:00Z' }];
    drawRow();
    // the countdown banner's answer is in before the shopper reaches the row
    await new Promise((r) => setTimeout(r, 20));
    await userEvent.click(await screen.findByRole('img', { name: 'Gift Card' }));
    expect(lastEvent().ecommerce).toMatchObject({ promotion_id: '11', fila: 3, creative_slot: 'fila 3 - banner 1' });
  });
});
