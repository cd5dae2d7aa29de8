import { appendFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { findRoute } from '@botica/shared-contracts/routes/route-table';
import { untilInteractive } from './platform';

/** The impacts that fail the gate; `minor` and `moderate` findings are only counted in the report file. */
const BLOCKING = new Set(['serious', 'critical']);

export interface Finding {
  state: string;
  url: string;
  rule: string;
  impact: string;
  help: string;
  nodes: { target: string; summary: string }[];
}

/**
 * Waits until the page a shopper opened is drawn and settled: the host's tree hydrated, the owner's data
 * arrived (no request pending for a moment) and no loading indicator left.
 */
export async function settle(page: Page): Promise<void> {
  await untilInteractive(page);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 }).catch(() => undefined);
}

/**
 * Runs axe-core (every rule of its WCAG 2.x A/AA and best-practice sets) on what the page shows now, frames
 * included, and answers every violation. With `A11Y_REPORT=<file>` each one is also appended as a JSON line
 * (all impacts), after a line naming the state audited: how docs/quality.md counts them by rule and impact.
 */
export async function audit(page: Page, state: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).analyze();
  const findings = results.violations.map((v) => ({
    state,
    url: new URL(page.url()).pathname + new URL(page.url()).search,
    rule: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    nodes: v.nodes.map((n) => ({ target: n.target.map(String).join(' › '), summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').trim() })),
  }));
  if (process.env.A11Y_REPORT) {
    appendFileSync(process.env.A11Y_REPORT, `${JSON.stringify({ audited: state, url: new URL(page.url()).pathname })}\n`);
    for (const f of findings) appendFileSync(process.env.A11Y_REPORT, `${JSON.stringify(f)}\n`);
  }
  return findings;
}

/** The serious and critical findings, one readable paragraph each (what, where, why), or '' when there are none. */
export function describeBlocking(findings: Finding[]): string {
  return findings
    .filter((f) => BLOCKING.has(f.impact))
    .map((f) => {
      const nodes = f.nodes.slice(0, 6).map((n) => `      ${n.target}\n        ${n.summary}`);
      const more = f.nodes.length > 6 ? [`      … y ${f.nodes.length - 6} elementos más`] : [];
      return [`  [${f.impact}] ${f.rule} — ${f.help}`, `    en «${f.state}» (${f.url}), ${f.nodes.length} elemento(s):`, ...nodes, ...more].join('\n');
    })
    .join('\n');
}

/**
 * Collects the findings of several states of one test and fails it at the end with all of them (one state's
 * violations do not hide the next state's).
 */
export class A11yGate {
  private readonly findings: Finding[] = [];
  readonly routes = new Set<string>();

  constructor(private readonly page: Page) {}

  /** Audits the page as it is now under a state name; `routeId` is checked against the route table. */
  async check(state: string, routeId?: string): Promise<void> {
    if (routeId) {
      const pathname = new URL(this.page.url()).pathname;
      expect(findRoute(pathname)?.id, `${pathname} es la ruta ${routeId}`).toBe(routeId);
      this.routes.add(routeId);
    }
    this.findings.push(...(await audit(this.page, state)));
  }

  /** Opens a path, waits until it settles and audits it. */
  async visit(path: string, routeId: string, state = routeId, status?: number): Promise<void> {
    const response = await this.page.goto(path);
    // a page named by a token that names nothing live answers 404 with its own view (decision 076): that status exactly
    if (status !== undefined) expect(response?.status(), `${path} responde`).toBe(status);
    else expect(response?.status(), `${path} responde`).toBeLessThan(400);
    await settle(this.page);
    await this.check(state, routeId);
  }

  /** Fails with every serious or critical violation seen, printed readably. */
  assertClean(): void {
    const report = describeBlocking(this.findings);
    expect(report, `violaciones serias o críticas de axe-core:\n${report}`).toBe('');
  }
}
