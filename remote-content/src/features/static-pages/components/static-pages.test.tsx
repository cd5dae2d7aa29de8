import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pages } from '../../../exposes/pages';

function renderAt(path: string, pattern: string, id: keyof typeof pages) {
  const Page = pages[id];
  if (!Page) throw new Error(`no page ${id}`);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={<Page />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('content pages', () => {
  it('/nosotros tells mission, vision and the history figures', () => {
    renderAt('/nosotros', '/nosotros', 'about');
    expect(screen.getByRole('heading', { level: 1, name: 'Nosotros' })).toBeInTheDocument();
    for (const h of ['Misión', 'Visión', 'Nuestra historia']) expect(screen.getByRole('heading', { name: h })).toBeInTheDocument();
    expect(screen.getByText('2001')).toBeInTheDocument();
    expect(screen.getByText('+500')).toBeInTheDocument();
    expect(screen.getByText('+90')).toBeInTheDocument();
    expect(screen.getByText('~3000')).toBeInTheDocument();
  });

  it('/terminos-y-condiciones has the delivery hours and the return period', () => {
    renderAt('/terminos-y-condiciones', '/terminos-y-condiciones', 'terms');
    expect(screen.getByText(/de 08:00 a 21:00/)).toBeInTheDocument();
    expect(screen.getByText(/dentro de los 5 días hábiles/)).toBeInTheDocument();
    expect(screen.getByText(/tribunales de Asunción/)).toBeInTheDocument();
  });

  it('/blog lists the seven posts and /blog/{id} opens one', () => {
    const list = renderAt('/blog', '/blog', 'blog');
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    list.unmount();
    renderAt('/blog/1', '/blog/:id', 'blog-post');
    expect(screen.getByRole('heading', { level: 1, name: '¿Cómo eliminar mi cuenta?' })).toBeInTheDocument();
  });

  it('/blog/{unknown id} shows the not-found view', () => {
    renderAt('/blog/999', '/blog/:id', 'blog-post');
    expect(screen.getByText('Lo sentimos. No encontramos lo que buscabas.')).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});
