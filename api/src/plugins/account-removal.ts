import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** What one module removes of a customer's own when the account is deleted, inside the deletion's transaction. */
export type AccountRemovalStep = (trx: Kysely<Database>, customer: number) => Promise<void>;

/**
 * The steps of an account's deletion (spec 001 §4) that fall to other modules than customers: each module that keeps
 * a customer's rows (addresses, saved cards, one-time links, sessions) adds the step for its own tables, and customers
 * runs them all in its transaction. So customers never writes another module's tables, and needs none of them.
 */
export class AccountRemoval {
  private readonly steps = new Map<string, AccountRemovalStep>();

  /** Adds the step of `owner` (a module's name; adding it again replaces it). */
  add(owner: string, step: AccountRemovalStep): void {
    this.steps.set(owner, step);
  }

  /** The owners whose steps run, in the order they were added. */
  owners(): string[] {
    return [...this.steps.keys()];
  }

  /** Runs every step with `trx`, the deletion's transaction (db/transaction.ts's inTransaction). */
  async run(trx: Kysely<Database>, customer: number): Promise<void> {
    for (const step of this.steps.values()) await step(trx, customer);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    accountRemoval: AccountRemoval;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('accountRemoval', new AccountRemoval());
  },
  { name: 'account-removal' },
);
