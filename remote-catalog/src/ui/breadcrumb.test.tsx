import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { Breadcrumb } from './breadcrumb';

type Layer = Window & { dataLayer?: unknown[] };

describe('Breadcrumb', () => {
  beforeEach(() => {
    delete (window as Layer).dataLayer;
  });

  it('reports a followed link with its text cut to 100 characters', () => {
    const long = 'Cuidado personal '.repeat(10).trim();
    render(
      <MemoryRouter>
        <Breadcrumb items={[{ label: long, to: '/categoria/1/cuidado' }, { label: 'Jabones' }]} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: long }));
    expect((window as Layer).dataLayer).toEqual([{ event: 'breadcrumb', keyword: long.slice(0, 100), origen: '/' }]);
    expect(long.length).toBeGreaterThan(100);
  });
});
