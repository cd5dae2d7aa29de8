import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, GENERIC_ERROR } from '@botica/shared-contracts/http/errors';
import { IN_USE_MESSAGE } from './in-use-message';

/**
 * A failed registration (spec 002 §8): field errors on their fields; otherwise the server's message, or the
 * in-use text when the server gave none. Status 500 already produced the generic toast.
 */
export function applyRegistrationError<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
  rename: Record<string, string> = {},
): void {
  const root = 'root.server' as Path<T>;
  if (!(error instanceof ApiError)) {
    setError(root, { type: 'server', message: GENERIC_ERROR });
    return;
  }
  if (error.status >= 500) return;
  let placed = false;
  let general: string | undefined;
  for (const item of error.errors) {
    const name = item.param ? (rename[item.param] ?? item.param) : undefined;
    if (item.msg === IN_USE_MESSAGE) {
      // shown above the form, where it carries the link to the recovery page
      general ??= item.msg;
    } else if (name && fields.includes(name)) {
      setError(name as Path<T>, { type: 'server', message: item.msg });
      placed = true;
    } else if (general === undefined) {
      general = item.msg;
    }
  }
  if (placed && general === undefined) return;
  const message = general && general.trim() && general !== GENERIC_ERROR ? general : IN_USE_MESSAGE;
  setError(root, { type: 'server', message });
}
