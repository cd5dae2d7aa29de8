import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, type NavigateFunction, type To, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewPageAtTop } from './new-page-at-top';

const router: { go?: NavigateFunction } = {};
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    router.go = navigate;
  }, [navigate]);
  return null;
}
const go: NavigateFunction = ((to: To | number, options?: object) => (typeof to === 'number' ? router.go!(to) : router.go!(to, options))) as NavigateFunction;

const mount = () =>
  render(
    <MemoryRouter initialEntries={['/carrito']}>
      <NewPageAtTop />
      <Navigator />
    </MemoryRouter>,
  );

afterEach(() => vi.restoreAllMocks());

describe('NewPageAtTop', () => {
  it('opens a page navigated to at its top, not on the first page nor for a change of its query alone', () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    mount();
    expect(scroll).not.toHaveBeenCalled();
    act(() => void go('/carrito?paso=2'));
    expect(scroll).not.toHaveBeenCalled();
    act(() => void go('/procesar-pago', { state: { codigo: 1 } }));
    expect(scroll).toHaveBeenCalledWith(0, 0);
    act(() => void go('/compra-finalizada/1', { replace: true }));
    expect(scroll).toHaveBeenCalledTimes(2);
  });

  it("keeps the place the browser restores on back and forward", () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    mount();
    act(() => void go('/procesar-pago'));
    scroll.mockClear();
    act(() => void go(-1));
    expect(scroll).not.toHaveBeenCalled();
  });
});
