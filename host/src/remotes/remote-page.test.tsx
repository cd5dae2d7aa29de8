import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@botica/shared-contracts/routes/route-table';

const loadExposed = vi.fn();
vi.mock('./remote-registry', () => ({ loadExposed: (...args: unknown[]) => loadExposed(...args) }));

const { RemotePage } = await import('./remote-page');
const about = ROUTES.find((route) => route.id === 'about')!;

const renderPage = () =>
  render(
    <MemoryRouter>
      <RemotePage route={about} />
    </MemoryRouter>,
  );

describe('RemotePage', () => {
  beforeEach(() => {
    loadExposed.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows the Spanish fallback when the remote is down and really loads again on retry', async () => {
    loadExposed.mockRejectedValueOnce(new Error('connection refused'));
    loadExposed.mockResolvedValueOnce({ pages: { about: () => <h1>Nosotros</h1> } });
    renderPage();
    expect(await screen.findByText('Lo sentimos! No pudimos recuperar tus datos')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Nosotros' })).toBeInTheDocument();
    expect(loadExposed).toHaveBeenCalledTimes(2);
    expect(loadExposed).toHaveBeenNthCalledWith(1, 'content', 'pages', { fresh: false });
    // the retry registers the remote afresh
    expect(loadExposed).toHaveBeenNthCalledWith(2, 'content', 'pages', { fresh: true });
  });

  it('shows the not-found view when the remote has no page for the route yet', async () => {
    loadExposed.mockResolvedValue({ pages: {} });
    renderPage();
    expect(await screen.findByText('Lo sentimos. No encontramos lo que buscabas.')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
  });

  it('catches a page that throws while rendering', async () => {
    loadExposed.mockResolvedValue({
      pages: {
        about: () => {
          throw new Error('boom');
        },
      },
    });
    renderPage();
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
  });
});
