// The release tools (decision 082), run with tsx from the repository's top:
//   npm run release -- <app> [--desde <carpeta>]                publish a new version (build, contract, register)
//   npm run release -- <app> --comprobar [--desde <carpeta>]    the gate's verdict on the app's dist/ (or a build),
//                                                                nothing published nor promoted (a team's pipeline)
//   npm run promote -- <app> <versión|base> [--canary <1–100>] [--motivo "…"]
//   npm run rollback -- <app> [--motivo "…"]                     end the canary, or back to the stable before
//   npm run releases                                             each app's versions, channel and history
// They talk to the API's operator endpoints (API_URL, by default the local one) with OPERATOR_PASSWORD.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RELEASE_APPS, type ReleaseApp } from '@botica/shared-contracts/releases/entities';
import { appPorts } from '../apps';
import { releasesRoot } from '../server/release-files';
import { OperatorClient, operatorCredentials, OperatorError } from './operator-client';
import { checkBuild, publish } from './publish';

const top = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const apiUrl = (process.env.API_URL ?? `http://127.0.0.1:${appPorts().api}`).replace(/\/$/, '');
const [command = '', ...rest] = process.argv.slice(2);

/** The value after a flag (`--canary 20`), the switches given (`--comprobar`), and the arguments that are neither. */
function flags(args: string[], names: string[], switches: string[] = []) {
  const values: Record<string, string> = {};
  const positional: string[] = [];
  const on = new Set<string>();
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const name = names.find((n) => arg === `--${n}`);
    const toggle = switches.find((n) => arg === `--${n}`);
    if (toggle) on.add(toggle);
    else if (name) {
      const value = args[i + 1];
      if (value === undefined) throw new OperatorError(`Falta el valor de --${name}.`, 0);
      values[name] = value;
      i += 1;
    } else if (arg.startsWith('--')) throw new OperatorError(`Opción desconocida: ${arg}.`, 0);
    else positional.push(arg);
  }
  return { values, positional, on };
}

function appOf(name: string | undefined): ReleaseApp {
  if (!name || !(RELEASE_APPS as readonly string[]).includes(name)) throw new OperatorError(`Aplicación desconocida: ${name ?? '(ninguna)'} (host, catalog, checkout, account o content).`, 0);
  return name as ReleaseApp;
}

const say = (line: string) => console.log(line);
const client = () => new OperatorClient(apiUrl, operatorCredentials(top));
const state = (r: { app: string; estable: string | null; canario: string | null; porcentaje: number }) =>
  `${r.app}: estable ${r.estable ?? 'compilación base'}${r.canario ? `, canario ${r.canario} para el ${r.porcentaje} % de los visitantes` : ', sin canario'}`;

async function main() {
  if (command === 'publicar') {
    const { values, positional, on } = flags(rest, ['desde'], ['comprobar']);
    const app = appOf(positional[0]);
    const started = Date.now();
    if (on.has('comprobar')) {
      const { name, problems } = await checkBuild(
        { top, releasesRoot: releasesRoot(path.join(top, 'host')), app, ...(values.desde ? { from: path.resolve(values.desde) } : {}), log: say },
        client(),
        apiUrl,
      );
      if (problems.length) {
        say(`\nEl control de contratos rechazaría hoy ${app} (${name}) contra lo vigente en ${apiUrl}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
        process.exit(3);
      }
      say(`\n${app} (${name}) cumple lo que esperan las versiones vigentes de las otras aplicaciones en ${apiUrl}, y ellas lo que espera (${((Date.now() - started) / 1000).toFixed(1)} s; nada publicado ni promovido).`);
      return;
    }
    const { file, problems, removed } = await publish(
      { top, releasesRoot: releasesRoot(path.join(top, 'host')), app, ...(values.desde ? { from: path.resolve(values.desde) } : {}), log: say },
      client(),
      apiUrl,
    );
    say(`\nPublicada ${app} ${file.version} en ${((Date.now() - started) / 1000).toFixed(1)} s (nadie la recibe todavía).`);
    if (removed.length) say(`Retiradas por antigüedad: ${removed.join(', ')}.`);
    if (problems.length) {
      say(`\nEl control de contratos la rechazaría hoy:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    } else {
      say(`\nPara probarla con el 20 % de los visitantes:  npm run promote -- ${app} ${file.version} --canary 20`);
      say(`Para todos:                                  npm run promote -- ${app} ${file.version}`);
    }
    return;
  }
  if (command === 'promover') {
    const { values, positional } = flags(rest, ['canary', 'motivo']);
    const app = appOf(positional[0]);
    const version = positional[1];
    if (!version) throw new OperatorError('Falta la versión: npm run promote -- <app> <versión|base> [--canary <porcentaje>].', 0);
    const percent = values.canary === undefined ? undefined : Number(values.canary);
    const result = await client().call<{ app: string; estable: string | null; canario: string | null; porcentaje: number }>('POST', `/operador/versiones/${app}/promover`, {
      version,
      ...(percent === undefined ? {} : { porcentaje: percent }),
      ...(values.motivo ? { motivo: values.motivo } : {}),
    });
    say(`${state(result)}.\nLos servidores del host lo aplican al próximo documento (en menos de 5 s). Para volver: npm run rollback -- ${app}`);
    return;
  }
  if (command === 'revertir') {
    const { values, positional } = flags(rest, ['motivo']);
    const app = appOf(positional[0]);
    const result = await client().call<{ app: string; estable: string | null; canario: string | null; porcentaje: number; avisos: string[] }>('POST', `/operador/versiones/${app}/revertir`, values.motivo ? { motivo: values.motivo } : {});
    say(`${state(result)}.`);
    if (result.avisos.length) say(`\nAtención: lo restaurado no cumple hoy lo que esperan las otras aplicaciones:\n${result.avisos.map((p) => `  - ${p}`).join('\n')}`);
    return;
  }
  if (command === 'estado') {
    const overview = await client().call<{ app: string; estable: string | null; canario: string | null; porcentaje: number; versiones: { version: string; retirada: boolean }[] }[]>('GET', '/operador/versiones');
    for (const app of overview) say(`${state(app)}; versiones: ${app.versiones.filter((v) => !v.retirada).map((v) => v.version).join(', ') || 'ninguna'}`);
    return;
  }
  throw new OperatorError('Uso: npm run release -- <app> [--comprobar] | npm run promote -- <app> <versión> [--canary <porcentaje>] | npm run rollback -- <app> | npm run releases', 0);
}

try {
  await main();
} catch (error) {
  if (error instanceof OperatorError) {
    console.error(error.problems.length ? `${error.message.split('\n')[0]}\n${error.problems.map((p) => `  - ${p}`).join('\n')}` : error.message);
    process.exit(error.status === 409 ? 3 : 1);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
