import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const top = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const APPS = ['host', 'remote-catalog', 'remote-checkout', 'remote-account', 'remote-content', 'shared-contracts', 'platform'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * react-router's functions that read no router of the page (no context, no hook): the route table matches paths
 * with them on the server and in the browser alike, so they may come from react-router itself.
 */
const CONTEXT_FREE = new Set(['matchRoutes']);

/** The names a source imports from react-router or react-router-dom (a default or namespace import counts as '*'). */
function routerImports(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?([^;]*?)\s+from\s+['"]react-router(-dom)?(\/[\w-]+)?['"]/g)) {
    if (match[1]) continue;
    const clause = match[2]!;
    const braces = /\{([^}]*)\}/.exec(clause);
    for (const part of braces?.[1]?.split(',') ?? []) {
      const name = part.trim().split(/\s+as\s+/)[0]!;
      if (name && !name.startsWith('type ')) names.push(name);
    }
    if (clause.replace(/\{[^}]*\}/, '').replace(/,/g, '').trim()) names.push('*');
  }
  return names;
}

describe('one router per page', () => {
  it('reads what a file imports from react-router', () => {
    expect(routerImports("import { matchRoutes, type RouteObject } from 'react-router';")).toEqual(['matchRoutes']);
    expect(routerImports("import { Link } from 'react-router-dom';")).toEqual(['Link']);
    expect(routerImports("import * as Router from 'react-router';")).toEqual(['*']);
    expect(routerImports("import Router, { matchPath } from 'react-router-dom';")).toEqual(['matchPath', '*']);
    expect(routerImports("import type { Location } from 'react-router-dom';")).toEqual([]);
  });

  // Module Federation shares `@botica/platform/router`, not react-router-dom: browser code that imported
  // react-router-dom directly would get a router of its own, whose links and hooks would not see the page's. Only
  // the context-free matchers may come from react-router itself (CONTEXT_FREE).
  it('browser code imports routing only from @botica/platform/router', () => {
    const offenders = APPS.flatMap((app) => sources(path.join(top, app, 'src')))
      .filter((file) => !/\.test\.tsx?$|[\\/]test[\\/]|[\\/]server[\\/]|[\\/]shell[\\/]render-shell\.tsx$/.test(file))
      .filter((file) => !file.endsWith(path.join('platform', 'src', 'router.ts')))
      .filter((file) => routerImports(readFileSync(file, 'utf8')).some((name) => !CONTEXT_FREE.has(name)))
      .map((file) => path.relative(top, file));
    expect(offenders).toEqual([]);
  });
});
