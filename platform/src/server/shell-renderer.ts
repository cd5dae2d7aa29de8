import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The host's shell (header, the page slot) as HTML for a URL. */
export type ShellRenderer = (url: string) => string;
let shellRenderer: ShellRenderer | null | undefined;

/** The host's server build of its shell (dist-ssr/shell.cjs); null when it was not built. */
export function loadShellRenderer(file: string): ShellRenderer | null {
  if (shellRenderer !== undefined) return shellRenderer;
  shellRenderer = existsSync(file) ? (createRequire(import.meta.url)(file) as { renderShell: ShellRenderer }).renderShell : null;
  return shellRenderer;
}
