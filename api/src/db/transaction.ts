import type { PGlite, Transaction as PGliteTransaction } from '@electric-sql/pglite';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';
import type { Database } from './schema.js';
import { observeQuery } from '../observability/stores.js';

/** Runs Kysely queries on one open PGlite transaction. */
class PGliteTransactionDriver implements Driver {
  constructor(private readonly tx: PGliteTransaction) {}
  async init() {}
  async acquireConnection(): Promise<DatabaseConnection> {
    const tx = this.tx;
    return {
      async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
        const result = await tx.query<R>(query.sql, [...query.parameters]);
        return { rows: result.rows, numAffectedRows: result.affectedRows === undefined ? undefined : BigInt(result.affectedRows) };
      },
      streamQuery() {
        throw new Error('PGlite does not stream');
      },
    };
  }
  async beginTransaction() {
    throw new Error('Already inside a transaction');
  }
  async commitTransaction() {}
  async rollbackTransaction() {}
  async releaseConnection() {}
  async destroy() {}
}

/** What a transaction is opened on: the app (`app.db`, `app.pglite`) or the same pair handed to a service. */
export interface TransactionTarget {
  db: Kysely<Database>;
  pglite: PGlite | null;
}

/**
 * One transaction, on PostgreSQL (pooled connection, READ COMMITTED: row locks and conditional updates do the
 * rest) or on PGlite. PGlite has a single connection: Kysely's own transactions there would interleave other
 * requests' statements between BEGIN and COMMIT, so the transaction goes through PGlite's own, which holds the
 * connection until it ends.
 */
export async function inTransaction<T>(
  target: TransactionTarget,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (!target.pglite) return target.db.transaction().execute(work);
  return target.pglite.transaction(async (tx) => {
    const trx = new Kysely<Database>({
      // its statements are timed and traced like the app's own (connect.ts `onQuery`)
      log: observeQuery,
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => new PGliteTransactionDriver(tx),
        createIntrospector: (db) => new PostgresIntrospector(db),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    });
    return work(trx);
  });
}
