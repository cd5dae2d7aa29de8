// Assembles each app's image content without a container engine, following its Dockerfile step by step (FROM,
// WORKDIR, ENV, COPY from the build context or from a stage, RUN, USER, EXPOSE, CMD), into .pack/<app>/, and
// prints the size of each next to the single image the shop used to ship (the whole repository with every
// dependency). The base image's own layer (node:22-bookworm-slim) is NOT included: every size is what the app
// adds on top of it.
//
//   npm run pack:apps                     all six (api, host, catalog, checkout, account, content)
//   npm run pack:apps -- catalog api      some of them
//
// The build context is the repository filtered by .dockerignore, as `docker build -f <folder>/<app>.Dockerfile .` sends it.
// RUN steps run in the stage's folder: `npm …` commands as written (with a shared npm cache outside the stage, as
// the Dockerfile's `npm cache clean` leaves none inside), `mkdir -p` inside the stage; `chown` changes no size and
// is skipped. Anything else is refused: the script does not guess.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const top = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const APPS = { api: 'api', host: 'host', catalog: 'remote-catalog', checkout: 'remote-checkout', account: 'remote-account', content: 'remote-content' };
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
for (const name of wanted) {
  if (!(name in APPS)) {
    console.error(`Aplicación desconocida: ${name} (se espera ${Object.keys(APPS).join(', ')})`);
    process.exit(2);
  }
}
const apps = wanted.length ? wanted : Object.keys(APPS);
const outRoot = path.join(top, '.pack');
const work = path.join(os.tmpdir(), `botica-pack-${process.pid}`);
const npmCache = process.env.npm_config_cache ?? path.join(os.homedir(), '.npm');

// .dockerignore: `**/name` ignores that name at any depth, `name` only at the top of the context.
function ignoreRules() {
  const file = path.join(top, '.dockerignore');
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#')) : [];
  const anywhere = new Set(lines.filter((l) => l.startsWith('**/')).map((l) => l.slice(3)));
  const atTop = new Set(lines.filter((l) => !l.startsWith('**/')));
  return (relative) => {
    const parts = relative.split(path.sep);
    return atTop.has(parts[0]) || parts.some((p) => anywhere.has(p));
  };
}
const ignored = ignoreRules();

/** Bytes of a file or folder (files only, as an image layer counts them; links count as links). */
function sizeOf(target) {
  const st = lstatSync(target);
  if (!st.isDirectory()) return st.size;
  let total = 0;
  for (const name of readdirSync(target)) total += sizeOf(path.join(target, name));
  return total;
}
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
function instructions(dockerfile) {
  const text = readFileSync(dockerfile, 'utf8').replace(/\\\n/g, ' ');
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [op, ...rest] = l.split(/\s+/);
      return { op: op.toUpperCase(), args: rest.join(' ') };
    });
}

/** Copies a build-context path into a stage, leaving out what .dockerignore leaves out. */
function copyFromContext(src, dest) {
  const from = path.join(top, src);
  if (!existsSync(from)) throw new Error(`COPY: no existe ${src} en el contexto`);
  cpSync(from, dest, {
    recursive: true,
    filter: (file) => {
      const relative = path.relative(top, file);
      return relative === '' || !ignored(relative);
    },
  });
}

function run(command, stage) {
  for (const part of command.split('&&').map((p) => p.trim())) {
    const words = part.split(/\s+/);
    if (words[0] === 'npm') {
      const res = spawnSync('npm', words.slice(1), {
        cwd: path.join(stage.root, stage.workdir),
        env: { ...process.env, ...stage.env, npm_config_cache: npmCache, npm_config_prefer_offline: 'true' },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      if (res.status !== 0) throw new Error(`RUN ${part}: terminó con ${res.status}`);
    } else if (words[0] === 'mkdir' && words[1] === '-p') {
      for (const dir of words.slice(2)) mkdirSync(path.join(stage.root, path.isAbsolute(dir) ? dir : path.join(stage.workdir, dir)), { recursive: true });
    } else if (words[0] === 'chown') {
      /* ownership: no bytes */
    } else {
      throw new Error(`RUN ${part}: este script no sabe reproducirlo`);
    }
  }
}

/** Follows one Dockerfile; answers the last stage (the image) with its folder and its settings. */
function assemble(app) {
  const dockerfile = path.join(top, APPS[app], `${app}.Dockerfile`);
  const stages = new Map();
  let stage = null;
  for (const { op, args } of instructions(dockerfile)) {
    if (op === 'FROM') {
      const [, image, , name] = args.match(/^(\S+)(\s+AS\s+(\S+))?/i) ?? [];
      const root = path.join(work, app, name ?? `stage${stages.size}`);
      rmSync(root, { recursive: true, force: true });
      mkdirSync(root, { recursive: true });
      stage = { name, base: image, root, workdir: '/', env: {}, user: 'root', expose: [], cmd: null };
      stages.set(name ?? String(stages.size), stage);
    } else if (op === 'WORKDIR') {
      stage.workdir = path.posix.resolve(stage.workdir, args);
      mkdirSync(path.join(stage.root, stage.workdir), { recursive: true });
    } else if (op === 'ENV') {
      for (const [, key, value] of args.matchAll(/(\w+)=(\S*)/g)) stage.env[key] = value;
    } else if (op === 'COPY') {
      const words = args.split(/\s+/);
      const from = words.find((w) => w.startsWith('--from='))?.slice('--from='.length);
      const paths = words.filter((w) => !w.startsWith('--'));
      const dest = paths.pop();
      const destAbs = path.join(stage.root, path.posix.resolve(stage.workdir, dest));
      for (const src of paths) {
        const target = paths.length > 1 || dest.endsWith('/') ? (src.endsWith('/') ? destAbs : path.join(destAbs, path.basename(src))) : destAbs;
        if (from) {
          const source = stages.get(from);
          if (!source) throw new Error(`COPY --from=${from}: no hay tal etapa`);
          cpSync(path.join(source.root, src), target, { recursive: true });
        } else {
          copyFromContext(src.replace(/\/$/, ''), target);
        }
      }
    } else if (op === 'RUN') {
      run(args, stage);
    } else if (op === 'USER') {
      stage.user = args;
    } else if (op === 'EXPOSE') {
      stage.expose.push(...args.split(/\s+/));
    } else if (op === 'CMD') {
      stage.cmd = JSON.parse(args);
    } else {
      throw new Error(`${op}: instrucción no reproducida`);
    }
  }
  return stage;
}

/** What the one image of before held: every file of the repository, every dependency installed, every build. */
function singleImageBefore() {
  const files = spawnSync('git', ['ls-files', '-z'], { cwd: top, encoding: 'utf8' }).stdout.split('\0').filter(Boolean);
  let source = 0;
  for (const f of files) if (existsSync(path.join(top, f))) source += statSync(path.join(top, f)).size;
  let deps = 0;
  let builds = 0;
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (name === '.git' || name === '.pack' || !lstatSync(full).isDirectory()) continue;
      if (name === 'node_modules') deps += sizeOf(full);
      else if (['dist', 'dist-ssr'].includes(name) && dir !== top) builds += sizeOf(full);
      else walk(full);
    }
  };
  walk(top);
  return { source, deps, builds, total: source + deps + builds };
}

rmSync(work, { recursive: true, force: true });
mkdirSync(outRoot, { recursive: true });
const rows = [];
try {
  for (const app of apps) {
    const started = Date.now();
    console.log(`\n── ${app}: ${APPS[app]}/${app}.Dockerfile`);
    const image = assemble(app);
    const out = path.join(outRoot, app);
    rmSync(out, { recursive: true, force: true });
    cpSync(image.root, out, { recursive: true, verbatimSymlinks: true });
    const appDir = path.join(out, 'app');
    const parts = Object.fromEntries(
      ['node_modules', 'api/node_modules', 'dist', 'dist-ssr', 'dist-server', 'api/dist', 'api/seed-data']
        .filter((p) => existsSync(path.join(appDir, p)))
        .map((p) => [p, sizeOf(path.join(appDir, p))]),
    );
    const meta = { app, base: image.base, user: image.user, workdir: image.workdir, env: image.env, expose: image.expose, cmd: image.cmd, bytes: sizeOf(out), parts };
    writeFileSync(path.join(outRoot, `${app}.json`), `${JSON.stringify(meta, null, 2)}\n`);
    rows.push(meta);
    console.log(`${app}: ${mb(meta.bytes)} sobre ${image.base} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const before = singleImageBefore();
console.log('\nContenido de cada imagen (sin la capa base node:22-bookworm-slim):');
console.log('| imagen | tamaño | partes | usuario | comando |');
console.log('|---|---|---|---|---|');
for (const r of rows) {
  const parts = Object.entries(r.parts).map(([p, b]) => `${p} ${mb(b)}`).join(', ');
  console.log(`| ${r.app} | ${mb(r.bytes)} | ${parts} | ${r.user} | ${r.cmd?.join(' ')} |`);
}
console.log(
  `\nAntes, una sola imagen para todo (sin la capa base): ${mb(before.total)} = repositorio ${mb(before.source)} + dependencias de ` +
    `todos los workspaces con las de desarrollo ${mb(before.deps)} + compilados ${mb(before.builds)}; cada servicio la usaba entera.`,
);
