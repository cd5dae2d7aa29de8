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
  loadExposed.mockImplementation(async () => ({ SearchBox: ({ placeholder }: { placeholder?: string }) => <p>{placeholder}</p> }));
  render(<RemoteFragment remote="catalog" module="search-box" exportName="SearchBox" props={{ placeholder: 'buscá' }} fallback={<p>plano</p>} />);
  expect(await screen.findByText('buscá')).toBeInTheDocument();
});

it('takes only the names and props the contract declares (checked by the compiler)', () => {
  const wrong = [
    // @ts-expect-error catalog exposes no module named mini-cart
    <RemoteFragment key="1" remote="catalog" module="mini-cart" exportName="MiniCart" fallback={null} />,
    // @ts-expect-error the search box takes a placeholder, not a hint
    <RemoteFragment key="2" remote="catalog" module="search-box" exportName="SearchBox" props={{ hint: 'x' }} fallback={null} />,
  ];
  expect(wrong).toHaveLength(2);
});
