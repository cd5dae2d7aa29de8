// The shop's three descriptions of one deployment: docker-compose.yml (one machine), deploy/swarm/stack.yml (Docker
// Swarm) and deploy/k8s/ (Kubernetes). Every Kubernetes manifest is checked against Kubernetes' published API schemas
// (kubernetes-models: each class validates an object with its JSON schema), and the three must name the same images,
// the same ports and the same variables, so that none drifts from the others.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, PersistentVolumeClaim, Service } from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';

const top = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const k8sDir = path.join(top, 'deploy', 'k8s');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed YAML, walked by the tests' own paths
type Obj = Record<string, any>;
/** Each kind's model, built on the parsed object and validated with the kind's schema. */
const MODELS: Record<string, (doc: Obj) => { validate(): void }> = {
  'apps/v1/Deployment': (doc) => new Deployment(doc as ConstructorParameters<typeof Deployment>[0]),
  'apps/v1/StatefulSet': (doc) => new StatefulSet(doc as ConstructorParameters<typeof StatefulSet>[0]),
  'autoscaling/v2/HorizontalPodAutoscaler': (doc) => new HorizontalPodAutoscaler(doc as ConstructorParameters<typeof HorizontalPodAutoscaler>[0]),
  'batch/v1/Job': (doc) => new Job(doc as ConstructorParameters<typeof Job>[0]),
  'networking.k8s.io/v1/Ingress': (doc) => new Ingress(doc as ConstructorParameters<typeof Ingress>[0]),
  'policy/v1/PodDisruptionBudget': (doc) => new PodDisruptionBudget(doc as ConstructorParameters<typeof PodDisruptionBudget>[0]),
  'v1/ConfigMap': (doc) => new ConfigMap(doc as ConstructorParameters<typeof ConfigMap>[0]),
  'v1/Namespace': (doc) => new Namespace(doc as ConstructorParameters<typeof Namespace>[0]),
  'v1/PersistentVolumeClaim': (doc) => new PersistentVolumeClaim(doc as ConstructorParameters<typeof PersistentVolumeClaim>[0]),
  'v1/Service': (doc) => new Service(doc as ConstructorParameters<typeof Service>[0]),
};

const manifestFiles = readdirSync(k8sDir).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');
const manifests: { file: string; doc: Obj }[] = manifestFiles.flatMap((file) =>
  parseAllDocuments(readFileSync(path.join(k8sDir, file), 'utf8')).map((d) => {
    if (d.errors.length) throw new Error(`${file}: ${d.errors.map((e) => e.message).join('; ')}`);
    return { file, doc: d.toJS() as Obj };
  }),
);
const ofKind = (kind: string) => manifests.map((m) => m.doc).filter((d) => d.kind === kind);
const byName = (kind: string, name: string) => ofKind(kind).find((d) => d.metadata.name === name);

const compose = parse(readFileSync(path.join(top, 'docker-compose.yml'), 'utf8'), { merge: true }) as Obj;
const edge = readFileSync(path.join(top, 'docker', 'edge', 'haproxy.cfg'), 'utf8');
const stack = parse(readFileSync(path.join(top, 'deploy', 'swarm', 'stack.yml'), 'utf8'), { merge: true }) as Obj;
/** The edge as a service, for a chain's nodes (on one machine npm run swarm:up runs it as a container on loopback). */
const edgeStack = parse(readFileSync(path.join(top, 'deploy', 'swarm', 'edge.yml'), 'utf8'), { merge: true }) as Obj;

/** `${VAR:-default}` as the shell, compose and Swarm read it with VAR unset (nested ones too). */
const defaults = (text: string): string => {
  let out = String(text);
  for (let before = ''; before !== out; ) {
    before = out;
    out = out.replace(/\$\{[A-Z_]+(?::-([^${}]*))?\}/g, (_m, fallback: string | undefined) => fallback ?? '');
  }
  return out;
};
const imageName = (image: string) => defaults(image).replace(/:[^:/]+$/, '');
/** A variable's name as the API reads it: X_FILE naming a mounted secret is X read from that file. */
const setting = (name: string, value: unknown) => (String(value).startsWith('/run/secrets/') ? name.replace(/_FILE$/, '') : name);
const envNames = (environment: Obj | undefined) => new Set(Object.entries(environment ?? {}).map(([name, value]) => setting(name, value)));

/** The shop's own services: those whose image is one of the six apps'. */
const APPS = ['api', 'host', 'catalog', 'checkout', 'account', 'content'] as const;
/** The port each app listens on in the composition (its published port, the API's API_PORT). */
function composePort(service: Obj): number {
  const published = service.ports?.[0];
  if (published) return Number(defaults(String(published)).split(':').at(-1));
  return Number(defaults(service.environment.API_PORT));
}

/** Variables a description names beyond the composition's, each for a reason of its own. */
const K8S_ONLY: Record<string, string[]> = {
  // the job migrates (MIGRATE off); Bancard's keys and SIFEN's certificate come from mounted secrets
  api: ['MIGRATE', 'BANCARD_PUBLIC_KEY', 'BANCARD_PRIVATE_KEY', 'SIFEN_CERT_PATH', 'SIFEN_CERT_PASSWORD'],
  // remotes.json names each remote's manifest on the shop's origin, through the ingress
  host: ['REMOTES_FILE'],
};
const SWARM_ONLY: Record<string, string[]> = {
  api: ['MIGRATE', 'BANCARD_PUBLIC_KEY', 'BANCARD_PRIVATE_KEY', 'SIFEN_CERT_PATH', 'SIFEN_CERT_PASSWORD'],
};

/** Every variable a Kubernetes container gets: its env and the keys of the ConfigMaps it takes whole. */
function k8sEnv(container: Obj): Set<string> {
  const names = new Set<string>((container.env ?? []).map((e: Obj) => setting(e.name, e.value)));
  for (const from of container.envFrom ?? []) {
    const map = byName('ConfigMap', from.configMapRef.name);
    if (!map) throw new Error(`ConfigMap ${from.configMapRef.name} no existe`);
    for (const [key, value] of Object.entries(map.data)) names.add(setting(key, value));
  }
  return names;
}
const appContainer = (name: string) => {
  const deployment = byName('Deployment', name);
  if (!deployment) throw new Error(`no hay Deployment ${name}`);
  return deployment.spec.template.spec.containers[0] as Obj;
};

describe('Kubernetes manifests', () => {
  it.each(manifests.map((m) => [`${m.file}: ${m.doc.kind} ${m.doc.metadata?.name}`, m.doc] as const))('%s is valid against its API schema', (_name, doc) => {
    const model = MODELS[`${doc.apiVersion}/${doc.kind}`];
    if (!model) throw new Error(`sin modelo para ${doc.apiVersion} ${doc.kind}`);
    expect(() => model(doc).validate()).not.toThrow();
  });

  it('rejects what the schema forbids (the check is not a formality)', () => {
    const broken = structuredClone(byName('Deployment', 'api')!);
    broken.spec.template.spec.containers[0].ports[0].containerPort = 'cuatro mil';
    expect(() => new Deployment(broken).validate()).toThrow(/containerPort must be integer/);
  });

  it('kustomization.yaml lists every manifest but the migration job, which is applied before', () => {
    const kustomization = parse(readFileSync(path.join(k8sDir, 'kustomization.yaml'), 'utf8')) as Obj;
    expect([...kustomization.resources].sort()).toEqual(manifestFiles.filter((f) => f !== 'migrate-job.yaml').sort());
    expect(kustomization.images.map((i: Obj) => i.name).sort()).toEqual(APPS.map((a) => `botica-${a}`).sort());
  });

  it('names the same images, ports and variables as docker-compose.yml', () => {
    for (const app of APPS) {
      const service = compose.services[app];
      const container = appContainer(app);
      expect(imageName(container.image), app).toBe(imageName(service.image));
      const port = composePort(service);
      expect(container.ports.find((p: Obj) => p.name === 'http').containerPort, app).toBe(port);
      expect(byName('Service', app)!.spec.ports[0].port, app).toBe(port);
      const names = k8sEnv(container);
      const expected = new Set([...envNames(service.environment), ...(K8S_ONLY[app] ?? [])]);
      expect([...names].sort(), app).toEqual([...expected].sort());
    }
    // the data services: the same upstream images
    expect(byName('StatefulSet', 'postgres')!.spec.template.spec.containers[0].image).toBe(defaults(compose.services.postgres.image));
    expect(byName('StatefulSet', 'redis')!.spec.template.spec.containers[0].image).toBe(defaults(compose.services.redis.image));
  });

  it('each app has readiness and liveness probes on its own port, and resource requests and limits', () => {
    for (const app of APPS) {
      const c = appContainer(app);
      for (const probe of [c.readinessProbe, c.livenessProbe]) {
        const port = probe.httpGet?.port ?? probe.tcpSocket?.port;
        expect(port, app).toBe('http');
      }
      expect(c.resources.requests.cpu && c.resources.requests.memory && c.resources.limits.cpu && c.resources.limits.memory, app).toBeTruthy();
    }
    // the API is ready only when the database and Redis answer and no migration is pending
    expect(appContainer('api').readinessProbe.httpGet.path).toBe('/api/health/ready');
  });

  it('references the secrets, never holds one', () => {
    expect(ofKind('Secret')).toEqual([]);
    const api = appContainer('api');
    for (const name of ['SESSION_SECRET', 'PAYMENT_CALLBACK_SECRET', 'DATABASE_URL']) {
      expect(api.env.find((e: Obj) => e.name === name)?.valueFrom?.secretKeyRef?.name, name).toBe('botica-secrets');
    }
    for (const map of ofKind('ConfigMap')) {
      for (const key of Object.keys(map.data)) expect(key).not.toMatch(/SECRET|PASSWORD$|DATABASE_URL|PRIVATE_KEY/);
    }
  });

  it('migrates in a job the API does not repeat, autoscales the API and the host, and keeps every app available through disruptions', () => {
    const job = byName('Job', 'botica-migrate')!;
    expect(imageName(job.spec.template.spec.containers[0].image)).toBe('botica-api');
    expect(job.spec.template.spec.containers[0].command).toEqual(['node', 'dist/migrate.mjs']);
    expect(byName('ConfigMap', 'botica-api')!.data.MIGRATE).toBe('off');
    expect(ofKind('HorizontalPodAutoscaler').map((h) => h.spec.scaleTargetRef.name).sort()).toEqual(['api', 'host']);
    expect(ofKind('PodDisruptionBudget').map((p) => p.spec.selector.matchLabels['app.kubernetes.io/name']).sort()).toEqual([...APPS].sort());
  });

  it('routes / to the host and each remote under /remotes/<name>/, where remotes.json looks for it', () => {
    const rules = ofKind('Ingress').flatMap((i) => i.spec.rules.flatMap((r: Obj) => r.http.paths)) as Obj[];
    expect(rules.find((p) => p.path === '/')!.backend.service.name).toBe('host');
    const remotes = JSON.parse(byName('ConfigMap', 'botica-remotes')!.data['remotes.json']) as Record<string, string>;
    for (const remote of ['catalog', 'checkout', 'account', 'content']) {
      const route = rules.find((p) => p.backend.service.name === remote)!;
      expect(route.path.startsWith(`/remotes/${remote}(`), remote).toBe(true);
      expect(new URL(remotes[remote] ?? '').pathname).toBe(`/remotes/${remote}/mf-manifest.json`);
    }
  });
});

describe('Docker Swarm stack', () => {
  it('names the same images, ports and variables as docker-compose.yml', () => {
    for (const app of APPS) {
      const service = compose.services[app];
      const swarm = stack.services[app];
      expect(imageName(swarm.image), app).toBe(imageName(service.image));
      const port = composePort(service);
      if (app === 'api') expect(Number(swarm.environment.API_PORT)).toBe(port);
      else {
        // the edge publishes the port and sends it to the app's tasks on the same port
        expect(edgeStack.services.edge.ports.map((p: Obj) => p.published), app).toContain(port);
        expect(edge, app).toContain(`frontend ${app}\n  bind :${port}\n`);
        expect(edge, app).toContain(`server-template ${app} 6 tasks.${app}:${port}\n`);
      }
      const expected = new Set([...envNames(service.environment), ...(SWARM_ONLY[app] ?? [])]);
      expect([...envNames(swarm.environment)].sort(), app).toEqual([...expected].sort());
    }
  });

  it('runs the API ×3 and each app ×2, starting each new task before stopping the old, with a rollback and limits', () => {
    for (const app of APPS) {
      const { deploy, healthcheck } = stack.services[app];
      expect(deploy.replicas, app).toBe(app === 'api' ? 3 : 2);
      expect(deploy.update_config.order, app).toBe('start-first');
      expect(deploy.update_config.failure_action, app).toBe('rollback');
      expect(deploy.rollback_config.order, app).toBe('start-first');
      expect(deploy.resources.limits.memory, app).toBeTruthy();
      expect(healthcheck.test.join(' '), app).toContain('fetch(');
    }
    expect(stack.services.api.healthcheck.test.join(' ')).toContain('/api/health/ready');
    // found by Docker's DNS, task by task: no virtual IP (IPVS) needed
    for (const [name, service] of Object.entries(stack.services) as [string, Obj][]) expect(service.deploy.endpoint_mode, name).toBe('dnsrr');
  });

  it('publishes nothing itself: the edge joins its network from outside, and on a chain’s nodes publishes on each node', () => {
    // Swarm can publish only on every address of a node: on one machine the edge is a container on 127.0.0.1
    for (const [name, service] of Object.entries(stack.services) as [string, Obj][]) expect(service.ports, name).toBeUndefined();
    expect(stack.networks.shop).toMatchObject({ driver: 'overlay', attachable: true });
    const edgeService = edgeStack.services.edge;
    expect(edgeService.networks).toEqual(['shop']);
    expect(edgeService.deploy.mode).toBe('global');
    expect(edgeService.deploy.placement.constraints).toContain('node.labels.botica.edge == true');
    expect(edgeService.ports.every((p: Obj) => p.mode === 'host' && p.published === p.target)).toBe(true);
  });

  it('gives every secret as a Swarm secret read from a file, never as plain environment', () => {
    const secretNames = Object.keys(stack.secrets);
    for (const [name, service] of Object.entries(stack.services) as [string, Obj][]) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (/SECRET|PASSWORD|PRIVATE_KEY|PUBLIC_KEY|DATABASE_URL/.test(key)) {
          expect(key, `${name}.${key}`).toMatch(/_FILE$/);
          expect(String(value)).toMatch(/^\/run\/secrets\//);
          expect(service.secrets, `${name}.${key}`).toContain(String(value).slice('/run/secrets/'.length));
        }
      }
      for (const secret of service.secrets ?? []) expect(secretNames, name).toContain(secret);
    }
    for (const secret of ['session_secret', 'payment_callback_secret', 'postgres_password', 'database_url', 'bancard_private_key', 'sifen_certificate']) {
      expect(stack.secrets[secret], secret).toEqual({ external: true });
    }
  });
});
