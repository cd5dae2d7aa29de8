/**
 * Records the React object an app runs with on `globalThis.__boticaReact[name]`, so a check in the page
 * can prove every federated app uses the one shared React instance.
 */
export function recordReact(name: string, react: unknown): void {
  const g = globalThis as { __boticaReact?: Record<string, unknown> };
  g.__boticaReact ??= {};
  g.__boticaReact[name] = react;
}
