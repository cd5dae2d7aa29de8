import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../test/render';
import { Pagination, pageItems } from './pagination';

describe('pageItems', () => {
  it('keeps the first, the last and one neighbour on each side', () => {
    expect(pageItems(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageItems(1, 10)).toEqual([1, 2, null, 10]);
    expect(pageItems(10, 10)).toEqual([1, null, 9, 10]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
  });
});

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    renderWithApp(<Pagination page={1} total={12} pageSize={12} />);
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).toBeNull();
  });

  it('links every page keeping sort and filter in the URL', () => {
    renderWithApp(<Pagination page={3} total={100} pageSize={12} />, { url: '/categoria/100/medicamentos?orderBy=menor_precio&descuento=30&page=3' });
    expect(screen.getByText('3')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Página 4' })).toHaveAttribute(
      'href',
      '/categoria/100/medicamentos?orderBy=menor_precio&descuento=30&page=4',
    );
    expect(screen.getByRole('link', { name: 'Página 1' })).toHaveAttribute('href', '/categoria/100/medicamentos?orderBy=menor_precio&descuento=30');
    expect(screen.getByRole('link', { name: 'Página 9' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Página 6' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Página siguiente' })).toHaveAttribute('href', expect.stringContaining('page=4'));
  });
});
