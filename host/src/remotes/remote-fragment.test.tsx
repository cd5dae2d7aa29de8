import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';

const loadExposed = vi.fn();
vi.mock('./remote-registry', () => ({ loadExposed: (...args: unknown[]) => loadExposed(...args) }));

const { RemoteFragment } = await import('./remote-fragment');

it('keeps the plain fallback when the remote fails', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  loadExposed.mockImplementation(async () => {
    throw new Error('timeout');
  });
  render(<RemoteFragment remote="catalog" module="search-box" exportName="SearchBox" fallback={<p>plano</p>} />);
  await new Promise((settle) => setTimeout(settle, 300));
  expect(screen.getByText('plano')).toBeInTheDocument();
  expect(loadExposed).toHaveBeenCalledWith('catalog', 'search-box');
});

it('renders the exposed component by name with its props', async () => {
  loadExposed.mockImplementation(async () => ({ SearchBox: ({ hint }: { hint: string }) => <p>{hint}</p> }));
  render(<RemoteFragment remote="catalog" module="search-box" exportName="SearchBox" props={{ hint: 'buscá' }} fallback={<p>plano</p>} />);
  expect(await screen.findByText('buscá')).toBeInTheDocument();
});
