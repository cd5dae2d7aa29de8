import { execFileSync } from 'node:child_process';

/** The composed shop under test (npm run test:compose composes it; see platform/scripts/test-compose.mjs). */
export const SHOP_URL = process.env.COMPOSE_SHOP_URL ?? 'http://localhost:3000';
/** The mail catcher's web page (Mailpit's, or docker/mail-catcher's). */
export const MAIL_URL = process.env.COMPOSE_MAIL_URL ?? 'http://localhost:8025';
/** docker-compose's project name and file. */
const PROJECT = process.env.COMPOSE_PROJECT_NAME ?? 'botica';

/** Runs docker-compose on the composition under test; its output. */
export function compose(...args: string[]): string {
  return execFileSync('docker-compose', ['-p', PROJECT, ...args], { encoding: 'utf8', cwd: process.env.COMPOSE_DIR ?? '..', stdio: ['ignore', 'pipe', 'pipe'] });
}

export function docker(...args: string[]): string {
  return execFileSync('docker', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The running containers of a service: id (as its hostname, which X-Replica names) and start time. */
export function containersOf(service: string): { id: string; started: string }[] {
  const ids = compose('ps', '-q', service).split('\n').filter(Boolean);
  return ids.map((full) => ({ id: full.slice(0, 12), started: docker('inspect', '--format', '{{.State.StartedAt}}', full).trim() }));
}

/** Waits until a container's health check passes again (after a restart). */
export async function healthy(id: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (docker('inspect', '--format', '{{.State.Health.Status}}', id).trim() === 'healthy') return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${id} no volvió a estar sano en ${timeoutMs / 1000} s`);
}
