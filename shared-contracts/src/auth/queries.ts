/** Cache keys of the account's reads, defined once (decision 033); every key starts with `account:`. */
export const accountQueries = {
  /** The nationalities of a foreign document (`GET /customers/nacionalidades`). */
  nationalities: () => 'account:nationalities',
  /** The social provider's profile waiting for its registration (`GET /social/perfil`). */
  pendingSocialProfile: () => 'account:pending-social-profile',
} as const;
