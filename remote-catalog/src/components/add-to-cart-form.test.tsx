// @vitest-environment node
// The form as the catalogue's server draws it (src/server/render.tsx: a StaticRouter at the document's path).
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Provider, createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { isLocalPath } from '@botica/shared-contracts/routes/local-path';
import { productFixture } from '../test/product-fixture';
import { AddToCartForm, ProductCard } from './product-card';

const drawn = (url: string, ui: ReactNode) =>
  renderToString(
    <Provider store={createStore()}>
      <StaticRouter location={url}>{ui}</StaticRouter>
    </Provider>,
  );
const fieldsOf = (html: string) => Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));

describe("the drawn \"Agregar al carrito\" form's way back", () => {
  it('names the page it was drawn on, with its query: the server sends the shopper back there', () => {
    const card = drawn('/categoria/100/medicamentos?page=2&orden=menor_precio', <ProductCard product={productFixture()} />);
    expect(card).toContain('action="/carrito/agregar"');
    const fields = fieldsOf(card);
    expect(fields.volver).toBe('/categoria/100/medicamentos?page=2&amp;orden=menor_precio');
    expect(fields.codigo).toBe('100001');
    const page = drawn(
      '/producto/100001/paracetamol',
      <AddToCartForm product={productFixture()} quantity={2} available unavailableLabel="Sin Stock" testId="cat-detail-add" />,
    );
    expect(fieldsOf(page)).toMatchObject({ volver: '/producto/100001/paracetamol', cantidad: '2' });
    // what the API takes as a way back: a path of this site
    expect(isLocalPath(fieldsOf(page).volver!)).toBe(true);
  });
});
