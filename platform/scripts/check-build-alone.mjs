// Builds one app alone (`npm run build --workspace <folder>`) and lists every file of the repository the build
// added, changed or removed; fails when any of them lies outside that app's folder (another app's output, the
// shared packages, the root). node_modules and .git are not looked at.
//
//   npm run check:build-alone -- remote-catalog        (or host, api, remote-checkout, …; several at once too)
import { spawnSync } from 'node:child_process';
import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const top = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const APPS = ['api', 'host', 'remote-catalog', 'remote-checkout', 'remote-account', 'remote-content'];
const SKIP = new Set(['node_modules', '.git', '.pack']);
const wanted = process.argv.slice(2);
if (!wanted.length || wanted.some((w) => !APPS.includes(w))) {
  console.error(`Uso: npm run check:build-alone -- <${APPS.join('|')}> …`);
  process.exit(2);
}

/** Every file under the repository with its size and modification time. */
function snapshot() {
  const files = new Map();
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      if (SKIP.has(name)) continue;
      const full = path.join(dir, name);
      const st = lstatSync(full);
      if (st.isDirectory()) walk(full);
      else files.set(path.relative(top, full), `${st.size}:${st.mtimeMs}`);
    }
  };
  walk(top);
  return files;
}

let failed = false;
for (const app of wanted) {
  const before = snapshot();
  const started = Date.now();
  const res = spawnSync('npm', ['run', 'build', '--workspace', app], { cwd: top, stdio: ['ignore', 'ignore', 'inherit'] });
  if (res.status !== 0) {
    console.error(`npm run build --workspace ${app} terminó con ${res.status}`);
    process.exit(1);
  }
  const after = snapshot();
  const changes = [];
  for (const [file, stamp] of after) {
    if (!before.has(file)) changes.push(['agregado', file]);
    else if (before.get(file) !== stamp) changes.push(['cambiado', file]);
  }
  for (const file of before.keys()) if (!after.has(file)) changes.push(['borrado', file]);
  const outside = changes.filter(([, file]) => !file.startsWith(`${app}${path.sep}`));
  const byFolder = new Map();
  for (const [, file] of changes) {
    const parts = file.split(path.sep);
    const folder = parts.length > 2 ? `${parts[0]}/${parts[1]}/` : file;
    byFolder.set(folder, (byFolder.get(folder) ?? 0) + 1);
  }
  console.log(`\nnpm run build --workspace ${app} (${((Date.now() - started) / 1000).toFixed(0)} s): ${changes.length} archivos agregados, cambiados o borrados`);
  for (const [folder, n] of [...byFolder].sort()) console.log(`  ${folder}  ${n}`);
  if (outside.length) {
    failed = true;
    console.error(`Fuera de ${app}/:`);
    for (const [kind, file] of outside) console.error(`  ${kind}  ${file}`);
  } else {
    console.log(`Ningún archivo fuera de ${app}/.`);
  }
}
process.exit(failed ? 1 : 0);
