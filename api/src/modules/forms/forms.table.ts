import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UploadedFilesTable {
  nombre: string;
  nombre_original: string;
  mime: string;
  bytes: number;
  created_at: Timestamp;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  tipo: 'contacto' | 'trabajo';
  fullname: string;
  email: string;
  phone: string;
  subject: string | null;
  text: string;
  archivo: string | null;
  created_at: Timestamp;
}

export interface RentalOffersTable {
  id: Generated<number>;
  datos: JSONColumnType<Record<string, string>, string, string>;
  email: string;
  lat: number;
  lng: number;
  captcha: string;
  created_at: Timestamp;
}

export interface RentalOfferImagesTable {
  offer_id: number;
  archivo: string;
  orden: number;
}

export interface TriviaEntriesTable {
  id: Generated<number>;
  datos: JSONColumnType<Record<string, string>, string, string>;
  email: string;
  archivo: string;
  created_at: Timestamp;
}

export interface UtmRedirectsTable {
  utm_id: string;
  redireccion: string;
  activo: Generated<boolean>;
}
