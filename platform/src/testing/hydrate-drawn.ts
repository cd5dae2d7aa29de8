import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * For tests: hydrates HTML a server render drew with the tree the browser mounts, as the host does, in a container
 * (attached to the document unless `attach` is false: a test DOM does not load frames). Returns the container, the
 * drawn element `select` names (the first one without it), to check the hydration kept it, and the errors React
 * recovered from (mismatches).
 */
export async function hydrateDrawn(html: string, element: ReactNode, { attach = true, select }: { attach?: boolean; select?: string } = {}) {
  const container = document.createElement('div');
  container.innerHTML = html;
  if (attach) document.body.append(container);
  const drawn = select ? container.querySelector(select) : container.firstElementChild;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, drawn, errors };
}
