import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

/** Kysely types of the catalogue's tables (and the shop's parameters it reads). Keep in step with `migrations/`. */

export interface CategoriesTable {
  codigo: number;
  descripcion: string;
  slug: string;
  padre: number | null;
  nivel: number;
  orden: Generated<number>;
  imagen: string | null;
  color: string | null;
  destacada: Generated<boolean>;
  iva: Generated<number>;
}

export interface BrandsTable {
  codigo: number;
  descripcion: string;
  slug: string;
  grupo: string | null;
  imagen: string | null;
  destacada: Generated<boolean>;
}

export interface ProductsTable {
  codigo: number;
  descripcion: string;
  nombre: string;
  slug: string;
  descripcion_larga: string | null;
  codigo_barra: string | null;
  precio: number;
  iva: Generated<number>;
  marca_codigo: number | null;
  fabricante: string | null;
  categoria_codigo: number;
  codigo_control: Generated<number>;
  es_refrigerado: Generated<boolean>;
  oncologico: Generated<boolean>;
  foto: string | null;
  galeria: ColumnType<{ nombre: string }[], string | undefined, string>;
  atributos: ColumnType<{ nombre: string; valor: string }[], string | undefined, string>;
  nuevo: Generated<boolean>;
  descontinuado: Generated<boolean>;
  promocion: Generated<boolean>;
  destacado: Generated<boolean>;
  descuento: Generated<number>;
  popularidad: Generated<number>;
  principio_activo: string | null;
  presentacion: string | null;
  contenido: string | null;
  tope_linea: number | null;
  /** Its units come from the supplier's stock (migration 0114). */
  stock_proveedor: Generated<boolean>;
  created_at: Timestamp;
  /** Accent-free lowercase search text, kept by a trigger (migration 0020). */
  search_text: Generated<string>;
  /** to_tsvector('simple', search_text), kept by the same trigger (migration 0022). */
  search_tsv: Generated<string>;
}

export interface ProductPaymentDiscountsTable {
  id: Generated<number>;
  producto_codigo: number;
  forma_codigo: number;
  descripcion: string;
  porcentaje: number;
  color: string | null;
  imagen: string | null;
  advertencia: string | null;
  test: Generated<boolean>;
}

export interface QuantityPromotionsTable {
  producto_codigo: number;
  promocion: string;
  step: number;
  /** Null: the default 50 percent. */
  porcentaje: number | null;
  mensaje: string | null;
}

export interface StockTable {
  producto_codigo: number;
  sucursal_codigo: number;
  existencia: Generated<number>;
}

export interface BannersTable {
  codigo: Generated<number>;
  posicion: string;
  orden: Generated<number>;
  imagen: string | null;
  imagen_web: string | null;
  url: string | null;
  descripcion: string | null;
  fecha_inicio: Timestamp | null;
  fecha_fin: Timestamp | null;
  activo: Generated<boolean>;
}

export interface ParametersTable {
  nombre: string;
  valor: string;
}

export interface FavouritesTable {
  customer_codigo: number;
  producto_codigo: number;
  created_at: Timestamp;
}

export interface RatingsTable {
  customer_codigo: number;
  producto_codigo: number;
  puntaje: number;
  created_at: Timestamp;
}

export interface SearchWordsTable {
  word: string;
}

export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  email: string;
  created_at: Timestamp;
}

export interface CustomMenusTable {
  codigo: number;
  descripcion: string;
  slug: string;
  color: string | null;
  imagen: string | null;
  orden: Generated<number>;
  tipo: 'promocion' | 'nuevo' | 'destacado' | 'descuento' | 'marca' | 'categoria';
  valor: string | null;
  activo: Generated<boolean>;
}
