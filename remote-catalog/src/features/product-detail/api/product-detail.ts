import { getJson } from '@botica/platform/http/client';
import {
  DiscountTextResponseSchema,
  ProductDetailResponseSchema,
  ProductListResponseSchema,
  WhereToBuyResponseSchema,
} from '@botica/shared-contracts/catalog/responses';
import type { KyInstance } from 'ky';
import { api } from '../../../app/api-client';

/** `client`: a server render passes its own (API address, shopper's cookie). */
export const getProduct = (codigo: string, client: KyInstance = api) =>
  getJson(client, `productos/${encodeURIComponent(codigo)}`, ProductDetailResponseSchema).then((r) => r.result);

export const relatedProducts = (codigo: string) =>
  getJson(api, `productos/relacionados/${encodeURIComponent(codigo)}`, ProductListResponseSchema).then((r) => r.results);

/** Branches with stock of the product, nearest first. */
export const whereToBuy = (codigo: number, lat: number, lng: number) =>
  getJson(api, `productos/existencia/donde-comprar/${codigo}`, WhereToBuyResponseSchema, {
    searchParams: { lat: String(lat), lng: String(lng) },
  }).then((r) => r.result);

/** `GET /descuentos/descripcion/{codigoDescuento}`: the conditions of a payment-method discount (spec 002 §7). */
export const discountDescription = (codigoDescuento: number) =>
  getJson(api, `descuentos/descripcion/${codigoDescuento}`, DiscountTextResponseSchema).then((r) => r.result);
