/**
 * Cache keys of the catalogue's reads, defined once (decision 033). The browser's data layer
 * (`@botica/platform/data/query`), the route prefetch and the catalog's server render all take their keys from
 * here, so the data a server render embeds land exactly where the components read them. Every key starts with
 * `catalog:`, and a key holds everything its answer depends on.
 */

import { cacheKey, cacheKeyPrefix } from '../http/query-key';
import type { Banner, Brand, MenuEntry, Product } from './entities';
import type {
  AvailabilityResponse,
  CategoryDetailResponse,
  CategoryProductsResponse,
  FavouritesCountResponse,
  LayoutNews,
  OffersResponse,
  ParametersResponse,
  ProductListResponse,
  RatingResponse,
  RelatedCategory,
  SearchResponse,
  SettingsResponse,
  TitledProductListResponse,
  WhereToBuyEntry,
} from './responses';

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

/** One page of a product list, whose answer is `T` (the list's response). */
const page = <T>(base: string, p: ListQueryParams) => cacheKey<T>(`${base}?p=${p.page}&o=${p.orderBy ?? ''}&d=${p.descuento ?? ''}`);

/** Every favourites list of the page starts with this (cleared when the favourites change). */
export const FAVOURITES_LIST_PREFIX = cacheKeyPrefix('catalog:favourites:');

export const catalogQueries = {
  product: (codigo: number | string) => cacheKey<Product>(`catalog:product:${codigo}`),
  relatedProducts: (codigo: number | string) => cacheKey<ProductListResponse['results']>(`catalog:related:${codigo}`),
  rating: (codigo: number) => cacheKey<RatingResponse['result']>(`catalog:rating:${codigo}`),
  stock: (codigo: number, place: StockPlace) => cacheKey<AvailabilityResponse['disponibilidad']['existencia']>(`catalog:stock:${codigo}:${place.sucursal ?? ''}:${place.direccion ?? ''}`),
  /** Branches with stock near a point, rounded to about 100 m. */
  whereToBuy: (codigo: number, lat: number, lng: number) => cacheKey<WhereToBuyEntry[]>(`catalog:where-to-buy:${codigo}:${lat.toFixed(3)}:${lng.toFixed(3)}`),
  /** Banners of a position (CARRUSEL_SUPERIOR, MEDIO, DESTACADO_SEMANA…) or of a group (promos, temporizador). */
  banners: (position: string) => cacheKey<Banner[]>(`catalog:banners:${position}`),
  /** The main and secondary offer banners (`GET /ofertas`). */
  offers: () => cacheKey<OffersResponse['results']>('catalog:offers'),
  homeList: (list: string) => cacheKey<ProductListResponse>(`catalog:home:${list}`),
  featuredCategories: () => cacheKey<RelatedCategory[]>('catalog:home:categorias-destacadas'),
  featuredBrands: () => cacheKey<Brand[]>('catalog:home:marcas-destacadas'),
  categoryDetail: (codigo: number | string) => cacheKey<CategoryDetailResponse['result']>(`catalog:category-detail:${codigo}`),
  categoryRelations: (codigo: number | string) => cacheKey<RelatedCategory[]>(`catalog:category-relations:${codigo}`),
  /** One page of a product list. */
  lists: {
    category: (codigo: number | string, p: ListQueryParams) => page<CategoryProductsResponse>(`catalog:category:${codigo}`, p),
    favourites: (p: ListQueryParams) => page<ProductListResponse>(FAVOURITES_LIST_PREFIX, p),
    plain: (tipo: string, p: ListQueryParams) => page<ProductListResponse>(`catalog:list:${tipo}`, p),
    promotion: (promo: string, p: ListQueryParams) => page<TitledProductListResponse>(`catalog:promo:${promo}`, p),
    custom: (opcion: string, id: string, p: ListQueryParams) => page<TitledProductListResponse>(`catalog:custom:${opcion}:${id}`, p),
    discount: (percent: number | string, p: ListQueryParams) => page<TitledProductListResponse>(`catalog:discount:${percent}`, p),
    featured: (opcion: string, id: string, p: ListQueryParams) => page<TitledProductListResponse>(`catalog:featured:${opcion}:${id}`, p),
    listing: (opcion: string, id: string, p: ListQueryParams) => page<TitledProductListResponse>(`catalog:listing:${opcion}:${id}`, p),
  },
  search: (text: string, landing: string | undefined, p: ListQueryParams) => page<SearchResponse>(`catalog:search:${landing ?? ''}:${text}`, p),
  /** The mega menu (`GET /categorias`). */
  menu: () => cacheKey<MenuEntry[]>('catalog:menu'),
  /** The menu's own buttons of the navigation bar (its custom entries), drawn with every page. */
  menuButtons: () => cacheKey<MenuEntry[]>('catalog:menu-buttons'),
  /** The shop's parameters (`GET /parametros`). */
  parameters: () => cacheKey<ParametersResponse['results']>('catalog:parameters'),
  /** Header novelties, header promotions and footer news (`/novedades-header`, `/promociones/header`, `/novedades-footer`). */
  layoutNews: () => cacheKey<LayoutNews>('catalog:layout-news'),
  /** Whether carts are enabled (`GET /configuraciones`). */
  settings: () => cacheKey<SettingsResponse['result']['carritoHabilitado']>('catalog:settings'),
  /** Where the shop's data come from (`GET /acerca-de-los-datos`). */
  dataAttribution: () => cacheKey<string[]>('catalog:data-attribution'),
  /** A customer's favourites count. */
  favouritesCount: (clieCodigo: number) => cacheKey<FavouritesCountResponse['result']>(`catalog:favourites-count:${clieCodigo}`),
} as const;
