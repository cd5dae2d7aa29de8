/** What a login checks of an account. */
export interface AccountCredentials {
  codigo: number;
  passwordHash: string | null;
  googleId: string | null;
  facebookId: string | null;
}

/**
 * What the auth module needs of customers. The customers module provides it and `routes.ts` hands it over, so
 * auth, which every private route imports for its guard, imports no other module.
 */
export interface CustomerAccounts {
  /** The account behind an e-mail (compared ignoring case), if any. */
  credentialsOf(email: string): Promise<AccountCredentials | undefined>;
  /** The customer as `GET /clientes` shows it (without its lists), for the session probe. */
  view(codigo: number): Promise<{ clieCodigo: number }>;
}
