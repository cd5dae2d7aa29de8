import { spawn } from 'node:child_process';
import path from 'node:path';
import { top } from './stack';

/** How a command of the release tools (or a build) ended, with what it printed. */
export interface Run {
  code: number | null;
  out: string;
  err: string;
}

/** Runs a command from the repository's top with `env` added, collecting its output. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  const child = spawn(command, args, { cwd: top, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, out, err })));
}

/** An rspack build of the repository's (`rspack build …args`), failing with the end of its errors. */
export async function rspackBuild(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const res = await run(path.join(top, 'node_modules', '.bin', 'rspack'), ['build', ...args], env);
  if (res.code !== 0) throw new Error(`rspack ${args.join(' ')} terminó con ${res.code}: ${res.err.slice(-2000)}`);
}

export type ReleaseCommand = 'publicar' | 'promover' | 'revertir';

/** One of the release tools as a team runs it (`npm run release`, `promote`, `rollback`), with `env` for its API. */
export const releaseTool = (env: NodeJS.ProcessEnv) => (command: ReleaseCommand, ...args: string[]) =>
  run(path.join(top, 'node_modules', '.bin', 'tsx'), [path.join(top, 'platform', 'src', 'releases', 'release-cli.ts'), command, ...args], env);

/** The tool's output when it succeeded; its code and output in the error otherwise. */
export async function mustSucceed(res: Promise<Run>, what: string): Promise<string> {
  const done = await res;
  if (done.code !== 0) throw new Error(`${what} terminó con ${done.code}: ${done.err}${done.out}`);
  return done.out;
}
