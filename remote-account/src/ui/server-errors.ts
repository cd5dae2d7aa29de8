import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { MESSAGES } from '@botica/shared-contracts/session/messages';

/**
 * Places the server's field errors on the form's fields (the API's `param` may use the wire name, hence
 * `rename`); the first error without a known field becomes the form's own error (`root.server`).
 * Returns whether anything was placed.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
  rename: Record<string, string> = {},
): void {
  if (!(error instanceof ApiError)) {
    setError('root.server' as Path<T>, { type: 'server', message: MESSAGES.generic });
    return;
  }
  if (error.status >= 500) return; // the client already showed the generic toast
  let general: string | undefined;
  for (const item of error.errors) {
    const name = item.param ? (rename[item.param] ?? item.param) : undefined;
    if (name && fields.includes(name)) setError(name as Path<T>, { type: 'server', message: item.msg });
    else general ??= item.msg;
  }
  if (general) setError('root.server' as Path<T>, { type: 'server', message: general });
}
