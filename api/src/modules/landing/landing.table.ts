import type { Generated } from 'kysely';

export interface LandingsTable {
  slug: string;
  nombre: string;
  descripcion: string | null;
  primario: string;
  secundario: string;
  terciario: string;
  complementario: string;
  complementario2: string;
  categorias: Generated<number[]>;
  oncologico: Generated<boolean>;
  activo: Generated<boolean>;
}

export interface LandingSectionsTable {
  codigo: Generated<number>;
  landing: string;
  titulo: string;
  tipo: 'P' | 'S';
  el_ella: 'ELLA' | 'EL' | null;
  interna: Generated<boolean>;
  descripcion: string | null;
  banner: string | null;
  imagen: string | null;
  categorias: Generated<number[]>;
  orden: Generated<number>;
}

export interface LandingSlidesTable {
  id: Generated<number>;
  landing: string;
  seccion: number | null;
  imagen: string;
  url: string | null;
  descripcion: string;
  orden: Generated<number>;
}
