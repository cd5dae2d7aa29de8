import semver from 'semver';
import type { ReleaseApp, ReleaseContract, TypeShape } from '@botica/shared-contracts/releases/entities';
import { type Misfit, misfits } from './type-fit.js';

/** A build of an app that shoppers may get now: a version of the registry, or the app's base build (version null). */
export interface LiveBuild {
  app: ReleaseApp;
  version: string | null;
  contract: ReleaseContract;
}

export const nameOf = (build: Pick<LiveBuild, 'app' | 'version'>) => `${build.app} (${build.version ?? 'compilación base'})`;

const detail = (found: Misfit[]) => found.map((m) => (m.path ? `«${m.path}» ${m.problem}` : m.problem)).join('; ');

/** The props a component export takes: its first parameter's type. */
function propsOf(shape: TypeShape | undefined): TypeShape | null {
  if (shape?.kind !== 'function') return null;
  return shape.params[0]?.type ?? { kind: 'object', fields: {} };
}

/**
 * What `consumer` expects of `provider` and `provider` no longer gives: each broken expectation as one Spanish sentence
 * naming the consumer, the module, command, event, page or shared module, and the field.
 */
export function brokenExpectations(consumer: LiveBuild, provider: LiveBuild): string[] {
  const out: string[] = [];
  const who = nameOf(consumer);
  const of = nameOf(provider);
  const c = consumer.contract;
  const p = provider.contract;

  for (const use of c.uses.filter((u) => u.remote === provider.app)) {
    const exposed = p.exposes[use.module];
    if (!exposed) {
      out.push(`${who} carga el módulo «${use.module}» de ${of}, que no lo expone.`);
      continue;
    }
    for (const [name, expected] of Object.entries(use.exports ?? {})) {
      const given = exposed[name];
      if (!given) {
        out.push(`${who} usa «${name}» del módulo «${use.module}» de ${of}, que no lo exporta.`);
        continue;
      }
      const found = misfits(given, expected);
      if (found.length) out.push(`${who} usa «${use.module}».${name} de ${of} como otro tipo: ${detail(found)}.`);
    }
    for (const [name, passed] of Object.entries(use.passes)) {
      const props = propsOf(exposed[name]);
      if (!props) {
        out.push(`${who} dibuja «${use.module}».${name} de ${of}, que no es un componente que exporte.`);
        continue;
      }
      if (passed.kind === 'object' && props.kind === 'object' && !props.index) {
        for (const field of Object.keys(passed.fields)) {
          if (!(field in props.fields)) out.push(`${who} pasa la prop «${field}» a «${use.module}».${name} de ${of}, que ya no la recibe.`);
        }
      }
      const found = misfits(passed, props);
      if (found.length) out.push(`${who} pasa a «${use.module}».${name} de ${of} props que no le sirven: ${detail(found)}.`);
    }
  }

  for (const [command, expected] of Object.entries(c.sends).filter(([name]) => name.startsWith(`${provider.app}:`))) {
    const answered = p.answers[command];
    if (!answered) {
      out.push(`${who} envía el comando «${command}», que ${of} no responde.`);
      continue;
    }
    const payload = misfits(expected.payload, answered.payload);
    if (payload.length) out.push(`${who} envía «${command}» con datos que ${of} no acepta: ${detail(payload)}.`);
    const reply = misfits(answered.reply, expected.reply);
    if (reply.length) out.push(`${of} responde «${command}» con otra forma de la que ${who} espera: ${detail(reply)}.`);
  }

  for (const [event, expected] of Object.entries(c.listens).filter(([name]) => name.startsWith(`${provider.app}:`))) {
    const published = p.publishes[event];
    if (!published) {
      out.push(`${who} escucha el evento «${event}», que ${of} no publica.`);
      continue;
    }
    const found = misfits(published, expected);
    if (found.length) out.push(`${of} publica «${event}» con otra forma de la que ${who} espera: ${detail(found)}.`);
  }

  if (consumer.app === 'host' && provider.app !== 'host') {
    const drawn = new Set(p.pages);
    for (const route of c.routes[provider.app] ?? []) {
      if (!drawn.has(route)) out.push(`${who} monta la página «${route}» de ${of}, que no la tiene en «pages».`);
    }
    if (c.fragmentProtocol !== p.fragmentProtocol) {
      out.push(`${who} lee las primeras pantallas con el protocolo de fragmentos ${c.fragmentProtocol} y ${of} responde con el ${p.fragmentProtocol}.`);
    }
    // the host's copies of the shared modules are the page's (loaded-first): each remote's range must take them
    const given = new Map(c.shared.map((s) => [s.name, s.version]));
    for (const wanted of p.shared) {
      const version = given.get(wanted.name);
      if (version && semver.valid(version) && semver.validRange(wanted.requiredVersion) && !semver.satisfies(version, wanted.requiredVersion)) {
        out.push(`${of} pide el módulo compartido «${wanted.name}» ${wanted.requiredVersion} y ${who} da la ${version}.`);
      }
    }
  }
  return out;
}

/**
 * The gate of a promotion: the candidate against every build shoppers may get of the other apps, both ways (what they
 * expect of it, what it expects of them). [] lets it through.
 */
export function gateProblems(candidate: LiveBuild, live: LiveBuild[]): string[] {
  const others = live.filter((build) => build.app !== candidate.app);
  return [...new Set(others.flatMap((build) => [...brokenExpectations(build, candidate), ...brokenExpectations(candidate, build)]))];
}
