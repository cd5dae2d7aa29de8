import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';

const loadExposed = vi.fn();
vi.mock('./remote-registry', () => ({ loadExposed: (...args: unknown[]) => loadExposed(...args) }));

const { RemoteFragment } = await import('./remote-fragment');

it('keeps the plain fallback when the remote fails', async () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  loadExposed.mockImplementation(async () => {
    throw new Error('timeout');
  });
  render(<RemoteFragment remote="catalog" module="search-box" exportName="SearchBox" fallback={<p>plano</p>} />);
  // the fragment's boundary has caught the failure
  await vi.waitFor(() => expect(consoleError.mock.calls.some(([first]) => first === '[catalog/search-box]')).toBe(true));
  expect(screen.getByText('plano')).toBeInTheDocument();
  expect(loadExposed).toHaveBeenCalledWith('catalog', 'search-box', { fresh: false });
});

it('renders the exposed component by name with its props', async () => {
  loadExposed.mockImplementation(async () => ({ SearchBox: ({ hint }: { hint: string }) => <p>{hint}</p> }));
  render(<RemoteFragment remote="catalog" module="search-box" exportName="SearchBox" props={{ hint: 'buscá' }} fallback={<p>plano</p>} />);
  expect(await screen.findByText('buscá')).toBeInTheDocument();
});
