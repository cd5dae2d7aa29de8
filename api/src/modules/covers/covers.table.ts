import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface CoversTable {
  slug: string;
  nombre: string;
  contenido: string | null;
  contenido_app: string | null;
  color: string | null;
  activo: Generated<boolean>;
  fecha_inicio: Timestamp | null;
  fecha_fin: Timestamp | null;
  created_at: Timestamp;
}

export interface CoverImagesTable {
  id: Generated<number>;
  cover_slug: string;
  ubicacion: 'FONDO-WEB' | 'FONDO-APP' | 'DERECHA-WEB' | 'DERECHA-APP';
  imagen: string;
  imagen_web: string | null;
  url: string | null;
  orden: Generated<number>;
}
