import type { ChildProcess } from 'node:child_process';
import { stopProcess } from './stack';

export default async function globalTeardown() {
  const children = (globalThis as { __stack?: ChildProcess[] }).__stack ?? [];
  await Promise.all(children.map((c) => stopProcess(c)));
}
