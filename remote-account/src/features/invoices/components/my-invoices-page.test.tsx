import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearQueryCache } from '@botica/platform/data/query';
import { formatGs } from '@botica/shared-contracts/format/money';
import type { Invoice } from '@botica/shared-contracts/invoices/invoices';
import { MyInvoicesPage } from './my-invoices-page';

const invoice = (pedido: number, mone_codigo: string, total: number): Invoice => ({
  fecha: '2026-11-10T12:00:00Z', codigo: pedido, operacion: 'VENTA', clie_codigo: 1, comprobante: 'FACTURA', numero: `001-001-000${pedido}`,
  timbrado: '12345678', vto_timbrado: '2027-12-31', mone_codigo, exento: 0, gravada5: 0, gravada10: total, total, estado: 'ACTIVO', cdc: '0'.repeat(44),
  pedido, sifen: null,
});

vi.mock('../api/invoices', () => ({
  fetchMyClients: vi.fn(async () => []),
  fetchInvoices: vi.fn(async () => [invoice(901, 'GS', 150_000), invoice(902, 'USD', 1234.5)]),
  fetchAccountant: vi.fn(async () => null),
  fetchSifenEmail: vi.fn(async () => null),
  fetchInvoiceFiles: vi.fn(),
  fetchInvoicesZip: vi.fn(),
  deleteAccountant: vi.fn(),
  saveSifenEmail: vi.fn(),
}));

afterEach(() => {
  cleanup();
  clearQueryCache();
});

describe('MyInvoicesPage', () => {
  it('shows an invoice in GS in guaraníes and one in another currency in US dollars', async () => {
    render(
      <MemoryRouter>
        <MyInvoicesPage />
      </MemoryRouter>,
    );
    const gs = await screen.findByTestId('invoice-901');
    const usd = screen.getByTestId('invoice-902');
    expect(gs.textContent).toContain(formatGs(150_000));
    expect(usd.textContent).toContain('US$\u00a01.234,50');
    expect(usd.textContent).not.toContain('Gs.');
  });
});
