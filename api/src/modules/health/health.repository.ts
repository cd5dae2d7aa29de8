import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The cheapest statement the database answers: it is up and takes requests. */
export const ping = (db: Kysely<Database>) => sql`select 1`.execute(db);
