import { call } from '@botica/platform/http/client';
import { api, QUIET } from '../../../api/api-client';

/** `PUT /clientes/terminos-y-condiciones`: records the acceptance (quiet: the dialog shows errors[0] itself). */
export async function acceptTerms(): Promise<void> {
  await call(() => api.put('clientes/terminos-y-condiciones', { json: {}, ...QUIET }));
}
