import * as v from 'valibot';

/**
 * A release of one app (decision 082): its production build published under a path that names the version, and the
 * contract it was built with, written by `npm run release` into `release.json` and kept by the registry.
 */

/** The apps that are released: the host and its four remotes (the names the host, remotes.json and the runtime use). */
export const RELEASE_APPS = ['host', 'catalog', 'checkout', 'account', 'content'] as const;
export type ReleaseApp = (typeof RELEASE_APPS)[number];
export const REMOTE_APPS = ['catalog', 'checkout', 'account', 'content'] as const satisfies readonly ReleaseApp[];

/** A version's name: its UTC build time and the commit it was built from, e.g. `20261130.101500-ab12cd3`. */
export const VERSION_PATTERN = /^\d{8}\.\d{6}-[0-9a-z]{4,12}$/;

/**
 * The structure of a type as the compiler saw it, for two builds to be compared without their sources: the primitive
 * kinds, literals, unions, arrays, tuples, objects (fields and whether each is optional), functions (their parameters
 * and result), and `library` for a type a package declares (React's nodes, `Date`): those are compared by the
 * shared singletons' version ranges, not field by field.
 */
export type TypeShape =
  | { kind: 'string' | 'number' | 'boolean' | 'bigint' | 'null' | 'undefined' | 'void' | 'never' | 'unknown' }
  | { kind: 'literal'; value: string | number | boolean }
  | { kind: 'union'; of: TypeShape[] }
  | { kind: 'array'; of: TypeShape }
  | { kind: 'tuple'; of: TypeShape[] }
  | { kind: 'object'; fields: Record<string, FieldShape>; index?: TypeShape }
  | { kind: 'function'; params: ParamShape[]; returns: TypeShape }
  | { kind: 'library'; name: string };

export interface FieldShape {
  type: TypeShape;
  optional: boolean;
}

export interface ParamShape {
  name: string;
  type: TypeShape;
  optional: boolean;
}

const PRIMITIVES = ['string', 'number', 'boolean', 'bigint', 'null', 'undefined', 'void', 'never', 'unknown'] as const;

export const TypeShapeSchema: v.GenericSchema<TypeShape> = v.lazy(() =>
  v.variant('kind', [
    v.object({ kind: v.picklist(PRIMITIVES) }),
    v.object({ kind: v.literal('literal'), value: v.union([v.string(), v.number(), v.boolean()]) }),
    v.object({ kind: v.literal('union'), of: v.array(TypeShapeSchema) }),
    v.object({ kind: v.literal('array'), of: TypeShapeSchema }),
    v.object({ kind: v.literal('tuple'), of: v.array(TypeShapeSchema) }),
    v.object({
      kind: v.literal('object'),
      fields: v.record(v.string(), v.object({ type: TypeShapeSchema, optional: v.boolean() })),
      index: v.optional(TypeShapeSchema),
    }),
    v.object({
      kind: v.literal('function'),
      params: v.array(v.object({ name: v.string(), type: TypeShapeSchema, optional: v.boolean() })),
      returns: TypeShapeSchema,
    }),
    v.object({ kind: v.literal('library'), name: v.string() }),
  ]),
) as v.GenericSchema<TypeShape>;

const MessageName = v.pipe(v.string(), v.regex(/^(host|catalog|checkout|account|content):[a-z0-9-]+$/, 'Nombre de mensaje inválido.'));
const ModuleName = v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'Nombre de módulo inválido.'));

const CommandShapeSchema = v.object({ payload: TypeShapeSchema, reply: TypeShapeSchema });

/** What one app uses of one exposed module of another: the exports it reads (as it was compiled) and the props it passes. */
export const ModuleUseSchema = v.object({
  remote: v.picklist(REMOTE_APPS),
  module: ModuleName,
  /** The module's exports as the consumer was compiled against them (its copy of shared-contracts); null when unknown. */
  exports: v.nullable(v.record(v.string(), TypeShapeSchema)),
  /** For each component export it draws: the props it passes (the type of the `props` it gives). */
  passes: v.record(v.string(), TypeShapeSchema),
});
export type ModuleUse = v.InferOutput<typeof ModuleUseSchema>;

/** A shared module as the app's federation manifest declares it. */
export const SharedModuleSchema = v.object({ name: v.string(), version: v.string(), requiredVersion: v.string() });
export type SharedModule = v.InferOutput<typeof SharedModuleSchema>;

export const ReleaseContractSchema = v.object({
  /** The version of the server-rendered fragment's answer (platform/src/server/fragment-protocol.ts). */
  fragmentProtocol: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Module → export → its type. */
  exposes: v.record(ModuleName, v.record(v.string(), TypeShapeSchema)),
  /** The route ids its `./pages` draws (a remote). */
  pages: v.array(v.string()),
  /** The host: the route ids it mounts from each remote's `./pages` (the route table it was built with). */
  routes: v.record(v.string(), v.array(v.string())),
  /** Commands it answers, with the payload it takes and the reply it gives. */
  answers: v.record(MessageName, CommandShapeSchema),
  /** Events it publishes, with their detail. */
  publishes: v.record(MessageName, TypeShapeSchema),
  /** Commands it sends to other apps, with the payload it sends and the reply it expects. */
  sends: v.record(MessageName, CommandShapeSchema),
  /** Events of other apps it listens to, with the detail it expects. */
  listens: v.record(MessageName, TypeShapeSchema),
  /** Exposed modules of other apps it loads or embeds. */
  uses: v.array(ModuleUseSchema),
  /** The shared singletons and the version ranges it requires (its federation manifest). */
  shared: v.array(SharedModuleSchema),
});
export type ReleaseContract = v.InferOutput<typeof ReleaseContractSchema>;

/** `release.json`, next to a release's files. */
export const ReleaseFileSchema = v.object({
  app: v.picklist(RELEASE_APPS),
  version: v.pipe(v.string(), v.regex(VERSION_PATTERN, 'Versión inválida.')),
  builtAt: v.string(),
  commit: v.string(),
  contract: ReleaseContractSchema,
});
export type ReleaseFile = v.InferOutput<typeof ReleaseFileSchema>;
