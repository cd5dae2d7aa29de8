import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateDrawn } from '@botica/platform/testing/hydrate-drawn';
import type { Product } from '@botica/shared-contracts/catalog/entities';
import { DescriptionTabs } from './description-tabs';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const product = {
  descripcion: 'Analgésico',
  descripcionLarga: 'Alivia el dolor de cabeza.',
  atributos: [{ nombre: 'Presentación', valor: 'Caja de 10 comprimidos' }],
} as Product;

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const tab = (name: string) => screen.getByRole('tab', { name });

describe('DescriptionTabs', () => {
  it('ties each tab to its panel and shows the selected one', () => {
    render(<DescriptionTabs product={product} />);
    expect(screen.getByRole('tablist', { name: 'Información del producto' })).toBeInTheDocument();
    expect(tab('Descripción')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Atributos')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Descripción' });
    expect(tab('Descripción')).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Alivia el dolor de cabeza.');
    // the other panel exists (aria-controls names it) but is hidden
    const hidden = document.getElementById(tab('Atributos').getAttribute('aria-controls')!)!;
    expect(hidden).not.toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'Atributos' })).toBeNull();
  });

  it('is one Tab stop: the selected tab, then its panel', async () => {
    const user = userEvent.setup();
    render(<DescriptionTabs product={product} />);
    expect(tab('Descripción')).toHaveAttribute('tabindex', '0');
    expect(tab('Atributos')).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(tab('Descripción')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Descripción' })).toHaveFocus();
  });

  it('moves and selects with Right, Left (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<DescriptionTabs product={product} />);
    await user.tab();

    await user.keyboard('{ArrowRight}');
    expect(tab('Atributos')).toHaveFocus();
    expect(tab('Atributos')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Atributos')).toHaveAttribute('tabindex', '0');
    expect(tab('Descripción')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Atributos' })).toHaveTextContent('PresentaciónCaja de 10 comprimidos');

    await user.keyboard('{ArrowRight}');
    expect(tab('Descripción')).toHaveFocus();
    expect(tab('Descripción')).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowLeft}');
    expect(tab('Atributos')).toHaveFocus();
    expect(tab('Atributos')).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Home}');
    expect(tab('Descripción')).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Descripción' })).toBeVisible();

    await user.keyboard('{End}');
    expect(tab('Atributos')).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Atributos' })).toBeVisible();

    // leaving the list and coming back lands on the selected tab
    await user.tab();
    await user.tab({ shift: true });
    expect(tab('Atributos')).toHaveFocus();
  });

  it('selects with a click too', async () => {
    const user = userEvent.setup();
    render(<DescriptionTabs product={product} />);
    await user.click(tab('Atributos'));
    expect(tab('Atributos')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Atributos' })).toBeVisible();
  });

  it('drawn by the server, the other tab opens only once the page is hydrated, in the same element', async () => {
    const html = renderToString(<DescriptionTabs product={product} />);
    // before the page's code runs, a tap on 'Atributos' would be lost: it is disabled, the selected tab is not
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Atributos<\/button>/);
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*>Descripción<\/button>/);
    const { container, errors } = await hydrateDrawn(html, <DescriptionTabs product={product} />);
    expect(errors).toEqual([]);
    const other = screen.getByRole('tab', { name: 'Atributos' }) as HTMLButtonElement;
    expect(container.contains(other)).toBe(true);
    expect(other.disabled).toBe(false);
    await act(async () => other.click());
    expect(other).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Atributos' })).toHaveTextContent('Caja de 10 comprimidos');
  });
});
