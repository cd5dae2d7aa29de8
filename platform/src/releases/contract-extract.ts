import path from 'node:path';
import ts from 'typescript';
import type { FieldShape, ModuleUse, ReleaseApp, ReleaseContract, SharedModule, TypeShape } from '@botica/shared-contracts/releases/entities';
import { REMOTE_APPS } from '@botica/shared-contracts/releases/entities';

/**
 * The contract of one app's build, read with the TypeScript compiler from the sources it was built from (decision 082):
 * what it exposes (each exposed module's exports and their types), the bus commands it answers and the events it
 * publishes, the commands it sends and the events it listens to from the others, and the exposed modules of the others
 * it loads or embeds (with the props it passes). Nothing is declared by hand: a call to the bus, a `loadExposed` or an
 * `<EmbeddedFragment>` in the code is what the contract says.
 */

export interface ExtractInput {
  app: ReleaseApp;
  /** The app's folder (its tsconfig.json and src/). */
  appDir: string;
  /** The exposed module names of the build (its federation manifest), e.g. `pages`, `mini-cart`. */
  exposed: string[];
  /** The shared modules of the build (its federation manifest). */
  shared: SharedModule[];
  /** The version of the fragment answer the app's server speaks. */
  fragmentProtocol: number;
  /** The host: the route ids it mounts from each remote's `./pages`. */
  routes?: Record<string, string[]>;
}

/** How deep a type is described; below, a type is named only (a library type, or our own beyond that depth). */
const MAX_DEPTH = 8;
const TEST_FILE = /\.test\.tsx?$|[\\/](test|testing)[\\/]/;

/** The program of an app: its tsconfig's files, tests left out, with everything they import. */
function appProgram(appDir: string): ts.Program {
  const configFile = path.join(appDir, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(configFile, { noEmit: true }, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error(`No se pudo leer ${configFile}`);
  const roots = parsed.fileNames.filter((file) => !TEST_FILE.test(file));
  return ts.createProgram({ rootNames: roots, options: { ...parsed.options, noEmit: true, composite: false, incremental: false } });
}

/** Describes types structurally (see TypeShape). */
export class ShapeWriter {
  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly program: ts.Program,
  ) {}

  private isLibrary(type: ts.Type): boolean {
    const symbol = type.aliasSymbol ?? type.getSymbol();
    const declarations = symbol?.getDeclarations() ?? [];
    if (!declarations.length) return false;
    return declarations.every((d) => {
      const file = d.getSourceFile();
      // a workspace package (shared-contracts, platform) is ours although the compiler reached it through node_modules
      return this.program.isSourceFileDefaultLibrary(file) || file.fileName.includes('/node_modules/');
    });
  }

  /** The shape of an optional field's or parameter's type without the `undefined` its being optional implies. */
  private optionalShape(type: ts.Type, depth: number, seen: Set<ts.Type>): TypeShape {
    const shape = this.shape(type, depth, seen);
    if (shape.kind !== 'union') return shape;
    const of = shape.of.filter((member) => member.kind !== 'undefined');
    return of.length === 1 ? of[0]! : { kind: 'union', of };
  }

  private field(symbol: ts.Symbol, depth: number, seen: Set<ts.Type>): FieldShape {
    const optional = (symbol.flags & ts.SymbolFlags.Optional) !== 0;
    const type = this.checker.getTypeOfSymbol(symbol);
    return { type: optional ? this.optionalShape(type, depth + 1, seen) : this.shape(type, depth + 1, seen), optional };
  }

  private signature(sig: ts.Signature, depth: number, seen: Set<ts.Type>): TypeShape {
    const params = sig.getParameters().map((param) => {
      const declaration = param.valueDeclaration;
      const optional = declaration !== undefined && ts.isParameter(declaration) ? this.checker.isOptionalParameter(declaration) : false;
      const type = this.checker.getTypeOfSymbol(param);
      return { name: param.getName(), type: optional ? this.optionalShape(type, depth + 1, seen) : this.shape(type, depth + 1, seen), optional };
    });
    return { kind: 'function', params, returns: this.shape(sig.getReturnType(), depth + 1, seen) };
  }

  shape(type: ts.Type, depth = 0, seen: Set<ts.Type> = new Set()): TypeShape {
    const f = type.flags;
    if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return { kind: 'unknown' };
    if (f & ts.TypeFlags.Never) return { kind: 'never' };
    if (f & ts.TypeFlags.Void) return { kind: 'void' };
    if (f & ts.TypeFlags.Undefined) return { kind: 'undefined' };
    if (f & ts.TypeFlags.Null) return { kind: 'null' };
    if (f & ts.TypeFlags.StringLiteral) return { kind: 'literal', value: (type as ts.StringLiteralType).value };
    if (f & ts.TypeFlags.NumberLiteral) return { kind: 'literal', value: (type as ts.NumberLiteralType).value };
    if (f & ts.TypeFlags.BooleanLiteral) return { kind: 'literal', value: this.checker.typeToString(type) === 'true' };
    if (f & ts.TypeFlags.String || f & ts.TypeFlags.TemplateLiteral) return { kind: 'string' };
    if (f & ts.TypeFlags.Number) return { kind: 'number' };
    if (f & ts.TypeFlags.BigInt || f & ts.TypeFlags.BigIntLiteral) return { kind: 'bigint' };
    if (f & ts.TypeFlags.Boolean) return { kind: 'boolean' };
    if (type.isUnion()) {
      const members = type.types.map((t) => this.shape(t, depth, seen));
      const literals = members.filter((m) => m.kind === 'literal' && typeof m.value === 'boolean');
      // `true | false` is how the compiler spells boolean
      const of = literals.length === 2 ? [...members.filter((m) => !literals.includes(m)), { kind: 'boolean' } as const] : members;
      return of.length === 1 ? of[0]! : { kind: 'union', of };
    }
    if (depth > MAX_DEPTH || seen.has(type)) return { kind: 'library', name: this.checker.typeToString(type) };
    const next = new Set(seen).add(type);
    if (this.checker.isArrayType(type)) {
      const [element] = this.checker.getTypeArguments(type as ts.TypeReference);
      return { kind: 'array', of: element ? this.shape(element, depth + 1, next) : { kind: 'unknown' } };
    }
    if (this.checker.isTupleType(type)) {
      return { kind: 'tuple', of: this.checker.getTypeArguments(type as ts.TypeReference).map((t) => this.shape(t, depth + 1, next)) };
    }
    // a component or a function: its parameters and result carry our types even when a package declares the type
    const calls = type.getCallSignatures();
    if (calls.length) return this.signature(calls[0]!, depth, next);
    if (this.isLibrary(type)) return { kind: 'library', name: this.checker.typeToString(type) };
    if (type.isIntersection() || f & ts.TypeFlags.Object) {
      const fields: Record<string, FieldShape> = {};
      for (const property of this.checker.getPropertiesOfType(type)) {
        const name = property.getName();
        if (name.startsWith('__@')) continue;
        fields[name] = this.field(property, depth, next);
      }
      const index = this.checker.getIndexInfoOfType(type, ts.IndexKind.String);
      return index ? { kind: 'object', fields, index: this.shape(index.type, depth + 1, next) } : { kind: 'object', fields };
    }
    return { kind: 'library', name: this.checker.typeToString(type) };
  }
}

/** String literal values of a type (a literal, or a union of them). */
function literals(type: ts.Type): string[] {
  if (type.isStringLiteral()) return [type.value];
  if (type.isUnion()) return type.types.flatMap(literals);
  return [];
}

const BUS_FILE = /shared-contracts[\\/]src[\\/]events[\\/]bus\.ts$/;
const EVENT_MAP_FILE = /shared-contracts[\\/]src[\\/]events[\\/]event-map\.ts$/;
const EXPOSES_FILE = /shared-contracts[\\/]src[\\/]exposes[\\/]remotes\.ts$/;

function interfaceType(program: ts.Program, checker: ts.TypeChecker, file: RegExp, name: string): ts.Type | null {
  const source = program.getSourceFiles().find((f) => file.test(f.fileName));
  if (!source) return null;
  const moduleSymbol = checker.getSymbolAtLocation(source);
  const symbol = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.getName() === name);
  return symbol ? checker.getDeclaredTypeOfSymbol(symbol) : null;
}

function propertyType(checker: ts.TypeChecker, type: ts.Type | null | undefined, name: string): ts.Type | null {
  const property = type?.getProperty(name);
  return property ? checker.getTypeOfSymbol(property) : null;
}

const ownerOf = (name: string) => name.slice(0, name.indexOf(':'));

/** Reads the contract of the app's sources (see the module's comment). */
export function extractContract(input: ExtractInput): ReleaseContract {
  const program = appProgram(input.appDir);
  const checker = program.getTypeChecker();
  const writer = new ShapeWriter(checker, program);
  const commandMap = interfaceType(program, checker, EVENT_MAP_FILE, 'CommandMap');
  const eventMap = interfaceType(program, checker, EVENT_MAP_FILE, 'EventMap');
  const remoteExposes = interfaceType(program, checker, EXPOSES_FILE, 'RemoteExposes');

  const command = (name: string) => {
    const entry = propertyType(checker, commandMap, name);
    const payload = propertyType(checker, entry, 'payload');
    const reply = propertyType(checker, entry, 'reply');
    if (!payload || !reply) throw new Error(`${input.app}: el comando ${name} no está en CommandMap`);
    return { payload: writer.shape(payload), reply: writer.shape(reply) };
  };
  const event = (name: string) => {
    const detail = propertyType(checker, eventMap, name);
    if (!detail) throw new Error(`${input.app}: el evento ${name} no está en EventMap`);
    return writer.shape(detail);
  };

  const answered = new Set<string>();
  const published = new Set<string>();
  const sent = new Set<string>();
  const heard = new Set<string>();
  const uses = new Map<string, ModuleUse>();
  const usage = (remote: string, module: string): ModuleUse | null => {
    if (!(REMOTE_APPS as readonly string[]).includes(remote) || remote === input.app) return null;
    const key = `${remote}/${module}`;
    let found = uses.get(key);
    if (!found) {
      const declared = propertyType(checker, propertyType(checker, remoteExposes, remote), module);
      const exportsShape = declared ? writer.shape(declared) : null;
      found = {
        remote: remote as ModuleUse['remote'],
        module,
        exports: exportsShape?.kind === 'object' ? Object.fromEntries(Object.entries(exportsShape.fields).map(([k, fieldShape]) => [k, fieldShape.type])) : null,
        passes: {},
      };
      uses.set(key, found);
    }
    return found;
  };

  const ourFiles = program
    .getSourceFiles()
    .filter((file) => !file.isDeclarationFile && !file.fileName.includes('/node_modules/') && !TEST_FILE.test(file.fileName) && !BUS_FILE.test(file.fileName));

  const attribute = (element: ts.JsxOpeningLikeElement, name: string) =>
    element.attributes.properties.find((p): p is ts.JsxAttribute => ts.isJsxAttribute(p) && p.name.getText() === name);
  const attributeValues = (a: ts.JsxAttribute | undefined): string[] => {
    if (!a?.initializer) return [];
    if (ts.isStringLiteral(a.initializer)) return [a.initializer.text];
    if (ts.isJsxExpression(a.initializer) && a.initializer.expression) return literals(checker.getTypeAtLocation(a.initializer.expression));
    return [];
  };

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const declaration = checker.getResolvedSignature(node)?.getDeclaration();
      const file = declaration?.getSourceFile().fileName ?? '';
      const name = declaration && 'name' in declaration && declaration.name ? (declaration.name as ts.Node).getText() : '';
      const [first, second] = node.arguments;
      if (BUS_FILE.test(file) && first) {
        const names = literals(checker.getTypeAtLocation(first));
        const target = { request: sent, subscribe: heard, handle: answered, publish: published }[name];
        for (const n of names) target?.add(n);
      } else if (declaration && first && second && ts.isFunctionLike(declaration)) {
        // a loader of an exposed module: its first two parameters are the remote and the module's name
        const [p1, p2] = declaration.parameters;
        if (p1?.name.getText() === 'remote' && ['exposed', 'module'].includes(p2?.name.getText() ?? '')) {
          for (const remote of literals(checker.getTypeAtLocation(first))) {
            for (const module of literals(checker.getTypeAtLocation(second))) usage(remote, module);
          }
        }
      }
    } else if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
      const remotes = attributeValues(attribute(node, 'remote'));
      const modules = attributeValues(attribute(node, 'module'));
      const exportNames = attributeValues(attribute(node, 'exportName'));
      const props = attribute(node, 'props');
      const passed =
        props?.initializer && ts.isJsxExpression(props.initializer) && props.initializer.expression
          ? writer.shape(checker.getTypeAtLocation(props.initializer.expression))
          : ({ kind: 'object', fields: {} } satisfies TypeShape);
      for (const remote of remotes) {
        for (const module of modules) {
          const found = usage(remote, module);
          for (const exportName of exportNames) if (found) found.passes[exportName] = passed;
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  for (const file of ourFiles) visit(file);

  const exposes: ReleaseContract['exposes'] = {};
  let pages: string[] = [];
  for (const module of input.exposed) {
    const file = ['ts', 'tsx'].map((ext) => path.join(input.appDir, 'src', 'exposes', `${module}.${ext}`)).map((f) => program.getSourceFile(f)).find(Boolean);
    if (!file) throw new Error(`${input.app} expone ${module} pero no hay src/exposes/${module}.ts(x) (CONVENTIONS.md)`);
    const moduleSymbol = checker.getSymbolAtLocation(file);
    const exported = moduleSymbol ? checker.getExportsOfModule(moduleSymbol).filter((s) => s.getName() !== 'default') : [];
    exposes[module] = Object.fromEntries(exported.map((symbol) => [symbol.getName(), writer.shape(checker.getTypeOfSymbolAtLocation(symbol, file))]));
    const pagesExport = module === 'pages' ? exposes[module]?.pages : undefined;
    if (pagesExport?.kind === 'object') pages = Object.keys(pagesExport.fields).sort();
  }

  const own = (name: string) => ownerOf(name) === input.app;
  const sorted = <T>(names: Iterable<string>, keep: (n: string) => boolean, value: (n: string) => T): Record<string, T> =>
    Object.fromEntries([...names].filter(keep).sort().map((n) => [n, value(n)]));
  const shared = [...new Map(input.shared.map((s) => [s.name, s])).values()].sort((a, b) => a.name.localeCompare(b.name));

  return {
    fragmentProtocol: input.fragmentProtocol,
    exposes,
    pages,
    routes: input.routes ?? {},
    answers: sorted(answered, own, command),
    publishes: sorted(published, own, event),
    sends: sorted(sent, (n) => !own(n), command),
    listens: sorted(heard, (n) => !own(n), event),
    uses: [...uses.values()].sort((a, b) => `${a.remote}/${a.module}`.localeCompare(`${b.remote}/${b.module}`)),
    shared,
  };
}
