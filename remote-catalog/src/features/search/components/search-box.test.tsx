import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import { productFixture } from '../../../test/product-fixture';
import { SearchBox } from './search-box';

const searchSuggestions = vi.fn();
vi.mock('../../products/api/product-lists', () => ({
  searchSuggestions: (...args: unknown[]) => searchSuggestions(...args),
}));

const answer = (n: number) => ({
  ok: true,
  total: n,
  page: 1,
  pageSize: 5,
  results: Array.from({ length: n }, (_, i) => productFixture({ codigo: 200 + i, descripcion: `IBUPROFENO ${i}`, slug: `ibuprofeno-${i}` })),
});

const type = (value: string) => fireEvent.change(screen.getByRole('combobox'), { target: { value } });

describe('SearchBox', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    searchSuggestions.mockReset();
    searchSuggestions.mockResolvedValue(answer(7));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for suggestions only from 2 characters', async () => {
    renderWithApp(<SearchBox />);
    type('i');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(searchSuggestions).not.toHaveBeenCalled();
    type('ib');
    await act(async () => vi.advanceTimersByTime(300));
    expect(searchSuggestions).toHaveBeenCalledTimes(1);
    expect(searchSuggestions.mock.calls[0]?.[0]).toBe('ib');
  });

  it('waits 300 ms after the last keystroke and shows at most 5 suggestions', async () => {
    renderWithApp(<SearchBox />);
    type('ib');
    await act(async () => vi.advanceTimersByTime(200));
    type('ibu');
    await act(async () => vi.advanceTimersByTime(200));
    type('ibup');
    await act(async () => vi.advanceTimersByTime(299));
    expect(searchSuggestions).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(searchSuggestions).toHaveBeenCalledTimes(1);
    expect(searchSuggestions.mock.calls[0]?.[0]).toBe('ibup');
    const options = screen.getAllByRole('option');
    // 5 products and "see all results"
    expect(options).toHaveLength(6);
    expect(options[0]).toHaveTextContent('IBUPROFENO 0');
  });

  it('moves through suggestions with the keyboard and opens the chosen product', async () => {
    renderWithApp(<SearchBox />);
    type('ibup');
    await act(async () => vi.advanceTimersByTime(300));
    const input = screen.getByRole('combobox');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('location')).toHaveTextContent('/producto/200/ibuprofeno-0');
  });

  it('submits the text to /buscar?s=', async () => {
    renderWithApp(<SearchBox />);
    type('ibuprofeno niños');
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByTestId('location')).toHaveTextContent('/buscar?s=ibuprofeno%20ni%C3%B1os');
  });

  it('takes over what was typed into the plain form: its text, the focus with the caret at the end, the suggestions', async () => {
    renderWithApp(<SearchBox defaultValue="ibup" autoFocus />);
    const input = screen.getByRole<HTMLInputElement>('combobox');
    expect(input).toHaveValue('ibup');
    expect(input).toHaveFocus();
    expect(input.selectionStart).toBe(4);
    await act(async () => vi.advanceTimersByTime(300));
    expect(searchSuggestions).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('option')).toHaveLength(6);
  });

  it('offers voice input only where the browser has speech recognition', () => {
    const { unmount } = renderWithApp(<SearchBox />);
    expect(screen.queryByRole('button', { name: 'Buscar por voz' })).toBeNull();
    unmount();
    (window as unknown as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition = class {};
    renderWithApp(<SearchBox />);
    expect(screen.getByRole('button', { name: 'Buscar por voz' })).toBeInTheDocument();
    delete (window as unknown as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
  });
});
