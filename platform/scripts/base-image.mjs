// Builds the base image the Dockerfiles start from, node:22-bookworm-slim, on a machine that reaches a Debian mirror
// and npm but no image registry: a minimal Debian bookworm (debootstrap --variant=minbase), the Node 22 that runs
// this script with its npm, and the user `node` (uid and gid 1000) as in the official image; then registers it with
// the engine under that name. Needs root and debootstrap (Debian package).
//
//   sudo npm run build:base-image                                  podman, or docker when its daemon answers
//   sudo node platform/scripts/base-image.mjs --engine buildah
//   sudo node platform/scripts/base-image.mjs --mirror http://mirror.example/debian
//   sudo node platform/scripts/base-image.mjs --extra-ca /path/bundle.pem    a network that re-signs TLS: the
//        bundle goes into the image as /etc/ssl/certs/ca-certificates.crt with NODE_EXTRA_CA_CERTS pointing at it
//   --tag another:name                                            another name than node:22-bookworm-slim
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const tag = option('--tag') ?? 'node:22-bookworm-slim';
const mirror = option('--mirror') ?? 'http://deb.debian.org/debian';
const extraCa = option('--extra-ca');
const ENGINES = ['docker', 'podman', 'buildah'];

function fail(message) {
  console.error(message);
  process.exit(1);
}
/** Runs a command, its output on this terminal; stops the script when it fails. */
function run(cmd, cmdArgs, options = {}) {
  const res = spawnSync(cmd, cmdArgs, { stdio: 'inherit', ...options });
  if (res.error || res.status !== 0) fail(`${cmd} ${cmdArgs.join(' ')}: ${res.error?.message ?? `terminó con ${res.status}`}`);
  return res;
}
const answers = (cmd, cmdArgs) => {
  const res = spawnSync(cmd, cmdArgs, { stdio: 'ignore', timeout: 30_000 });
  return !res.error && res.status === 0;
};

if (process.getuid?.() !== 0) fail('Hace falta root (debootstrap y chroot).');
if (!answers('debootstrap', ['--version'])) fail('Falta debootstrap (apt-get install debootstrap).');
if (Number(process.versions.node.split('.')[0]) !== 22) fail(`Este Node es ${process.version}: la imagen base lleva Node 22 (ver README, «Node.js 22»).`);
if (extraCa && !existsSync(extraCa)) fail(`No existe ${extraCa}`);
const forced = option('--engine');
if (forced && !ENGINES.includes(forced)) fail(`Motor desconocido: ${forced} (se espera ${ENGINES.join(', ')})`);
const engine =
  forced ?? (answers('docker', ['info']) ? 'docker' : answers('podman', ['--version']) ? 'podman' : answers('buildah', ['--version']) ? 'buildah' : null);
if (!engine) fail('No hay motor de contenedores: ni un daemon de Docker que responda, ni podman, ni buildah.');

// The npm that runs this script (npm_execpath, set by `npm run`), else the npm on PATH, else the global root of this
// Node's own npm: a Node taken from the npm registry (the `node` package, see README) comes without an npm of its own,
// and the machine's npm runs on it.
const npmCandidates = [
  process.env.npm_execpath && path.basename(process.env.npm_execpath) === 'npm-cli.js' ? path.dirname(path.dirname(process.env.npm_execpath)) : null,
  (() => {
    const found = spawnSync('sh', ['-c', 'readlink -f "$(command -v npm)"'], { encoding: 'utf8' }).stdout?.trim();
    return found && path.basename(found) === 'npm-cli.js' ? path.dirname(path.dirname(found)) : null;
  })(),
  (() => {
    const root = spawnSync('npm', ['root', '-g'], { encoding: 'utf8' }).stdout?.trim();
    return root ? path.join(root, 'npm') : null;
  })(),
];
const npmDir = npmCandidates.find((dir) => dir && existsSync(path.join(dir, 'bin', 'npm-cli.js')));
if (!npmDir) fail('No se encontró el npm que corre este Node (npm_execpath, el npm del PATH, npm root -g).');

const work = mkdtempSync(path.join(os.tmpdir(), 'botica-base-'));
const root = path.join(work, 'rootfs');
/**
 * debootstrap can leave the chroot's /proc (and /sys) mounted, inside a container above all: the image would then
 * carry the machine's processes, and the folder could not be removed. Unmounted deepest first.
 */
function unmountInside() {
  const mounts = readFileSync('/proc/mounts', 'utf8')
    .split('\n')
    .map((line) => line.split(' ')[1])
    .filter((at) => at && (at === root || at.startsWith(`${root}/`)))
    .sort((a, b) => b.length - a.length);
  for (const at of mounts) run('umount', ['-l', at]);
}
try {
  console.log(`── debootstrap --variant=minbase bookworm (${mirror})`);
  run('debootstrap', ['--variant=minbase', 'bookworm', root, mirror], { stdio: ['ignore', 'ignore', 'inherit'] });
  unmountInside();
  // what a slim image leaves out: downloaded packages, package lists, documentation
  for (const dir of ['usr/share/doc', 'usr/share/man']) rmSync(path.join(root, dir), { recursive: true, force: true });
  for (const dir of ['var/cache/apt/archives', 'var/lib/apt/lists']) {
    for (const name of readdirSync(path.join(root, dir))) {
      if (name !== 'partial' && name !== 'lock') rmSync(path.join(root, dir, name), { recursive: true, force: true });
    }
  }

  // the bundle first: the node run inside the chroot below inherits NODE_EXTRA_CA_CERTS and reads it
  if (extraCa) {
    mkdirSync(path.join(root, 'etc/ssl/certs'), { recursive: true });
    copyFileSync(extraCa, path.join(root, 'etc/ssl/certs/ca-certificates.crt'));
  }
  console.log(`── Node ${process.version} y npm en /usr/local, usuario node (1000)`);
  copyFileSync(process.execPath, path.join(root, 'usr/local/bin/node'));
  mkdirSync(path.join(root, 'usr/local/lib/node_modules'), { recursive: true });
  cpSync(npmDir, path.join(root, 'usr/local/lib/node_modules/npm'), {
    recursive: true,
    verbatimSymlinks: true,
    filter: (file) => !['docs', 'man'].includes(path.relative(npmDir, file)),
  });
  symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', path.join(root, 'usr/local/bin/npm'));
  symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', path.join(root, 'usr/local/bin/npx'));
  run('chroot', [root, 'groupadd', '--gid', '1000', 'node']);
  run('chroot', [root, 'useradd', '--uid', '1000', '--gid', 'node', '--shell', '/bin/bash', '--create-home', 'node']);
  run('chroot', [root, '/usr/local/bin/node', '-e', 'console.log("node " + process.version + " en la imagen")']);

  const env = ['PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin', `NODE_VERSION=${process.versions.node}`];
  if (extraCa) env.push('NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt');

  console.log(`── ${engine}: ${tag}`);
  if (engine === 'buildah') {
    const ctr = run('buildah', ['from', 'scratch'], { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' }).stdout.trim();
    run('buildah', ['copy', '--quiet', ctr, `${root}/`, '/']);
    run('buildah', ['config', ...env.flatMap((e) => ['--env', e]), '--cmd', 'node', ctr]);
    run('buildah', ['commit', '--rm', ctr, tag]);
  } else {
    const changes = [...env.map((e) => `ENV ${e}`), 'CMD ["node"]'].flatMap((c) => ['--change', c]);
    const tar = spawnSync('tar', ['--numeric-owner', '-C', root, '-c', '.'], { maxBuffer: 2 ** 31, stdio: ['ignore', 'pipe', 'inherit'] });
    if (tar.status !== 0) fail('tar del sistema de archivos falló');
    run(engine, ['import', ...changes, '-', tag], { input: tar.stdout, stdio: ['pipe', 'inherit', 'inherit'] });
  }
} finally {
  unmountInside();
  rmSync(work, { recursive: true, force: true });
}
console.log(`Listo: ${tag} (${engine}); npm run build:images ya la encuentra.`);
