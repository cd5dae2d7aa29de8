import { getJson, sendJson } from '@botica/platform/http/client';
import { GuardiansResponseSchema, type GuardianInput } from '@botica/shared-contracts/account/guardians';
import { api } from '../../../app/api-client';

export const fetchGuardians = () => getJson(api, 'clientes/encargados', GuardiansResponseSchema).then((r) => r.results);
/** `PUT /clientes/actualizar/encargados`: the whole list (left-out guardians are removed). */
export const saveGuardians = (items: GuardianInput[]) => sendJson(api, 'put', 'clientes/actualizar/encargados', { items }, GuardiansResponseSchema);
/** The default guardian by clieEncCodigo. */
export const makeDefaultGuardian = (clieEncCodigo: number) => sendJson(api, 'put', `clientes/encargados/${clieEncCodigo}/defecto`, undefined, GuardiansResponseSchema);
