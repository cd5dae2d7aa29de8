import type { SocialProfile } from '@botica/shared-contracts/auth/payloads';
import { badCredentials, socialNotLinked } from './auth.errors.js';
import type { CustomerAccounts } from './auth.ports.js';
import { hashPassword, verifyPassword } from './password.js';

// Verified against when the e-mail is unknown, so both failures take the same time.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-Aa1'));

export interface LoginInput {
  mail: string;
  password: string;
  google?: string | null;
  facebook?: string | null;
}

/**
 * Checks the credentials and answers the customer code. A social id is only accepted when the provider
 * verified it in this browser (`proof`, the signed social cookie) and the account is linked to it.
 */
export async function checkCredentials(accounts: CustomerAccounts, input: LoginInput, proof: SocialProfile | null): Promise<number> {
  const customer = await accounts.credentialsOf(input.mail);
  if (!input.password) {
    const provider = input.google ? 'google' : 'facebook';
    const id = input.google || input.facebook;
    const linked = provider === 'google' ? customer?.googleId : customer?.facebookId;
    if (!customer || !id || !proof || proof.provider !== provider || proof.id !== id || linked !== id) throw socialNotLinked();
    return customer.codigo;
  }
  if (!customer?.passwordHash) {
    await verifyPassword(await decoy(), input.password);
    throw badCredentials();
  }
  if (!(await verifyPassword(customer.passwordHash, input.password))) throw badCredentials();
  return customer.codigo;
}
