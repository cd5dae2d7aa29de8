import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_AUTHORIZATION } from '@botica/shared-contracts/http/headers';

/** Where the API keeps the operator password it made for a development run (api/.data/, beside its data folder). */
export const DEVELOPMENT_PASSWORD_FILE = 'operador.txt';

/** A refusal of the API, with its Spanish message (and the gate's broken expectations, when that was the reason). */
export class OperatorError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly problems: string[] = [],
    /** The API's code of the refusal (`RELEASE_NO_CONTRACT`), when it gave one. */
    readonly code?: string,
  ) {
    super(message);
  }
}

export interface OperatorCredentials {
  password: string;
  name: string;
}

/**
 * The operator's password and name for the release tools: OPERATOR_PASSWORD (else the file a development API made,
 * OPERATOR_PASSWORD_FILE or api/.data/operador.txt), and OPERATOR_NAME (else git's user.name, else the system user).
 */
export function operatorCredentials(top: string, env: Record<string, string | undefined> = process.env): OperatorCredentials {
  const file = env.OPERATOR_PASSWORD_FILE ?? path.join(top, 'api', '.data', DEVELOPMENT_PASSWORD_FILE);
  const password = env.OPERATOR_PASSWORD ?? (existsSync(file) ? readFileSync(file, 'utf8').trim() : '');
  if (!password) {
    throw new OperatorError(
      `Falta la contraseña de operador: definí OPERATOR_PASSWORD (la que corresponde al OPERATOR_PASSWORD_HASH de la API; en desarrollo la API la guarda en ${path.relative(top, file)}).`,
      0,
    );
  }
  let name = env.OPERATOR_NAME ?? '';
  if (!name) {
    try {
      name = execFileSync('git', ['config', 'user.name'], { cwd: top, encoding: 'utf8' }).trim();
    } catch {
      name = '';
    }
  }
  return { password, name: name || os.userInfo().username };
}

/** The API's operator endpoints, called with the operator's headers. */
export class OperatorClient {
  constructor(
    private readonly apiUrl: string,
    private readonly credentials: OperatorCredentials,
  ) {}

  async call<T>(method: 'GET' | 'POST' | 'PUT', route: string, body?: unknown): Promise<T> {
    let res: Response;
    const send = () =>
      fetch(`${this.apiUrl}/api${route}`, {
        method,
        headers: {
          authorization: APP_AUTHORIZATION,
          'x-operator-password': this.credentials.password,
          'x-operator-name': encodeURIComponent(this.credentials.name),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(60_000),
      });
    try {
      // a kept-alive connection the API closed while this process was busy reading sources fails before reaching it:
      // that one call is sent again, on a new connection
      res = await send().catch((error: unknown) => {
        if ((error as { cause?: { code?: string } }).cause?.code === 'UND_ERR_SOCKET') return send();
        throw error;
      });
    } catch (error) {
      throw new OperatorError(`La API no responde en ${this.apiUrl} (${String(error)}): ¿está en marcha la tienda (npm start)? API_URL la ubica en otro lado.`, 0);
    }
    const answer = (await res.json().catch(() => ({}))) as { errors?: { msg: string; code?: string }[]; problemas?: string[]; result?: T };
    if (!res.ok) throw new OperatorError(answer.errors?.[0]?.msg ?? `La API respondió ${res.status}.`, res.status, answer.problemas ?? [], answer.errors?.[0]?.code);
    return answer.result as T;
  }
}
