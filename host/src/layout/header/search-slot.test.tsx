import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import type { SearchBoxProps } from '@botica/shared-contracts/exposes/catalog';

const loadExposed = vi.fn();
vi.mock('../../remotes/remote-registry', () => ({ loadExposed: (...args: unknown[]) => loadExposed(...args) }));

const { SearchSlot } = await import('./search-slot');

function CatalogBox({ defaultValue, autoFocus }: SearchBoxProps) {
  return <input role="combobox" aria-label="Buscar productos" defaultValue={defaultValue} data-autofocus={String(autoFocus)} />;
}

beforeEach(() => loadExposed.mockReset());

it('draws the plain form and loads no catalog code until the shopper uses it', () => {
  render(<SearchSlot />);
  expect(screen.getByTestId('search-fallback')).toHaveAttribute('action', '/buscar');
  expect(screen.getByRole('searchbox', { name: 'Buscar productos' })).toHaveAttribute('name', 's');
  expect(loadExposed).not.toHaveBeenCalled();
});

it("swaps in the catalog's box on first focus, with what was typed meanwhile and the focus", async () => {
  let resolve: (mod: unknown) => void = () => undefined;
  loadExposed.mockReturnValue(new Promise((r) => (resolve = r)));
  render(<SearchSlot />);
  const plain = screen.getByRole('searchbox', { name: 'Buscar productos' });
  act(() => plain.focus());
  fireEvent.change(plain, { target: { value: 'ibu' } });
  expect(loadExposed).toHaveBeenCalledWith('catalog', 'search-box');
  await act(async () => resolve({ SearchBox: CatalogBox }));
  const box = screen.getByRole('combobox', { name: 'Buscar productos' });
  expect(box).toHaveValue('ibu');
  expect(box).toHaveAttribute('data-autofocus', 'true');
  expect(screen.queryByTestId('search-fallback')).toBeNull();
});

it('keeps the plain form when the catalog is down, and tries again on the next use', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  loadExposed.mockRejectedValueOnce(new Error('caído'));
  render(<SearchSlot />);
  const plain = screen.getByRole('searchbox', { name: 'Buscar productos' });
  await act(async () => plain.focus());
  expect(screen.getByTestId('search-fallback')).toBeInTheDocument();
  expect(warn).toHaveBeenCalled();
  loadExposed.mockResolvedValueOnce({ SearchBox: CatalogBox });
  act(() => plain.blur());
  await act(async () => plain.focus());
  expect(loadExposed).toHaveBeenCalledTimes(2);
  expect(screen.getByRole('combobox', { name: 'Buscar productos' })).toBeInTheDocument();
  warn.mockRestore();
});
