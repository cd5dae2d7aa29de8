import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

/** What the page reports when its Content-Security-Policy blocks something (see `cspViolations`). */
const VIOLATION = 'csp-violation:';

/**
 * Playwright's `test` with one automatic check: no page of any test may have something blocked by the shop's
 * Content-Security-Policy. Every frame reports its `securitypolicyviolation` events to the console, and the test
 * fails after its body with the list of what was blocked (a policy that breaks a feature is a bug).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript((prefix: string) => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(`${prefix} ${e.effectiveDirective} ${e.blockedURI || 'inline'} en ${e.documentURI} (${e.sourceFile}:${e.lineNumber})`);
        });
      }, VIOLATION);
      context.on('console', (msg) => {
        if (msg.text().startsWith(VIOLATION)) violations.push(msg.text().slice(VIOLATION.length).trim());
      });
      await use(violations);
      expect(violations, 'lo que la Content-Security-Policy bloqueó').toEqual([]);
    },
    { auto: true },
  ],
});
