import type { ColumnType, JSONColumnType } from 'kysely';

/** A timestamp column: read as a Date, written as a Date or an ISO text. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A json column holding T, written as its JSON text. */
export type Json<T extends object> = JSONColumnType<T, string, string>;
