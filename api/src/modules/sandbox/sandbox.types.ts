import type { FastifyRequest } from 'fastify';

/**
 * A block of the sandbox console (`GET /sandbox`), e.g. pending payments to approve or reject, or a form that
 * sends a notification. `render` answers an HTML fragment (escape every value with `escapeHtml`). Forms post to
 * routes the module registers under `/sandbox/...` (outside /api, so no application authorisation) and answer
 * with a 303 redirect back to `/sandbox`. Register routes only when `app.sandbox.enabled`.
 */
export interface SandboxSection {
  id: string;
  titulo: string;
  /** Lower comes first; the outbox is always on top. */
  orden?: number;
  render(request: FastifyRequest): Promise<string> | string;
}

export interface SandboxRegistry {
  /** False when SANDBOX=off: the console and its routes do not exist. */
  readonly enabled: boolean;
  addSection(section: SandboxSection): void;
  sections(): SandboxSection[];
}

declare module 'fastify' {
  interface FastifyInstance {
    sandbox: SandboxRegistry;
  }
}
