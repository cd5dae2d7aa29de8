// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useNoIndex } from './use-no-index';

function NotIndexed() {
  useNoIndex();
  return <p>Resultados</p>;
}

const robots = () => [...document.head.querySelectorAll('meta[name="robots"]')].map((m) => m.getAttribute('content'));

describe('useNoIndex', () => {
  afterEach(() => document.head.querySelectorAll('meta[name="robots"]').forEach((m) => m.remove()));

  it('marks the page not indexable while it is mounted', () => {
    const view = render(<NotIndexed />);
    expect(robots()).toEqual(['noindex']);
    view.unmount();
    expect(robots()).toEqual([]);
  });

  it('takes over the mark the server wrote into the document instead of adding a second, and removes it with the page', () => {
    const written = document.createElement('meta');
    written.name = 'robots';
    written.content = 'noindex';
    document.head.appendChild(written);
    const view = render(<NotIndexed />);
    expect(robots()).toEqual(['noindex']);
    view.unmount();
    expect(robots()).toEqual([]);
  });
});
