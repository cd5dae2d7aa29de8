/**
 * Cache keys of the catalogue's reads, defined once (decision 033). The browser's data layer
 * (`@botica/platform/data/query`), the route prefetch and the catalog's server render all take their keys from
 * here, so the data a server render embeds land exactly where the components read them. Every key starts with
 * `catalog:`, and a key holds everything its answer depends on.
 */

import { cacheKey } from '../http/query-key';

/** Page, sort and discount filter of a product list, as they live in the URL (?page=&orderBy=&descuento=). */
export interface ListQueryParams {
  page: number;
  orderBy?: string;
  descuento?: string;
}

/** A place whose stock is asked: a branch, or an address of the customer. */
export interface StockPlace {
  sucursal?: number;
  direccion?: number;
}

const page = (base: string, p: ListQueryParams) => cacheKey(`${base}?p=${p.page}&o=${p.orderBy ?? ''}&d=${p.descuento ?? ''}`);

/** Every favourites list of the page starts with this (cleared when the favourites change). */
export const FAVOURITES_LIST_PREFIX = cacheKey('catalog:favourites:');

export const catalogQueries = {
  product: (codigo: number | string) => cacheKey(`catalog:product:${codigo}`),
  relatedProducts: (codigo: number | string) => cacheKey(`catalog:related:${codigo}`),
  rating: (codigo: number) => cacheKey(`catalog:rating:${codigo}`),
  stock: (codigo: number, place: StockPlace) => cacheKey(`catalog:stock:${codigo}:${place.sucursal ?? ''}:${place.direccion ?? ''}`),
  /** Branches with stock near a point, rounded to about 100 m. */
  whereToBuy: (codigo: number, lat: number, lng: number) => cacheKey(`catalog:where-to-buy:${codigo}:${lat.toFixed(3)}:${lng.toFixed(3)}`),
  /** Banners of a position (CARRUSEL_SUPERIOR, MEDIO, DESTACADO_SEMANA…) or of a group (ofertas, promos, temporizador). */
  banners: (position: string) => cacheKey(`catalog:banners:${position}`),
  homeList: (list: string) => cacheKey(`catalog:home:${list}`),
  featuredCategories: () => cacheKey('catalog:home:categorias-destacadas'),
  featuredBrands: () => cacheKey('catalog:home:marcas-destacadas'),
  categoryDetail: (codigo: number | string) => cacheKey(`catalog:category-detail:${codigo}`),
  categoryRelations: (codigo: number | string) => cacheKey(`catalog:category-relations:${codigo}`),
  /** One page of a product list. */
  lists: {
    category: (codigo: number | string, p: ListQueryParams) => page(`catalog:category:${codigo}`, p),
    favourites: (p: ListQueryParams) => page(FAVOURITES_LIST_PREFIX, p),
    plain: (tipo: string, p: ListQueryParams) => page(`catalog:list:${tipo}`, p),
    promotion: (promo: string, p: ListQueryParams) => page(`catalog:promo:${promo}`, p),
    custom: (opcion: string, id: string, p: ListQueryParams) => page(`catalog:custom:${opcion}:${id}`, p),
    discount: (percent: number | string, p: ListQueryParams) => page(`catalog:discount:${percent}`, p),
    featured: (opcion: string, id: string, p: ListQueryParams) => page(`catalog:featured:${opcion}:${id}`, p),
    listing: (opcion: string, id: string, p: ListQueryParams) => page(`catalog:listing:${opcion}:${id}`, p),
  },
  search: (text: string, landing: string | undefined, p: ListQueryParams) => page(`catalog:search:${landing ?? ''}:${text}`, p),
  /** The mega menu (`GET /categorias`). */
  menu: () => cacheKey('catalog:menu'),
  /** The menu's own buttons of the navigation bar (its custom entries), drawn with every page. */
  menuButtons: () => cacheKey('catalog:menu-buttons'),
  /** The shop's parameters (`GET /parametros`). */
  parameters: () => cacheKey('catalog:parameters'),
  /** Header novelties, header promotions and footer news (`/novedades-header`, `/promociones/header`, `/novedades-footer`). */
  layoutNews: () => cacheKey('catalog:layout-news'),
  /** Whether carts are enabled (`GET /configuraciones`). */
  settings: () => cacheKey('catalog:settings'),
  /** Where the shop's data come from (`GET /acerca-de-los-datos`). */
  dataAttribution: () => cacheKey('catalog:data-attribution'),
  /** A customer's favourites count. */
  favouritesCount: (clieCodigo: number) => cacheKey(`catalog:favourites-count:${clieCodigo}`),
} as const;
