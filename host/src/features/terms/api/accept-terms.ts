import { call, createApiClient } from '@botica/shared-contracts/http/client';

const client = createApiClient();

/** `PUT /clientes/terminos-y-condiciones`: records the acceptance for the logged-in customer. */
export async function acceptTerms(): Promise<void> {
  await call(() => client.put('clientes/terminos-y-condiciones', { json: {} }));
}
