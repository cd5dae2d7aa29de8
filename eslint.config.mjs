// One lint for the whole shop: TypeScript, the rules of hooks, no import cycles, and the boundaries between
// the apps (docs/decisions, CONVENTIONS.md "Layout"): the apps meet through Module Federation and the shared
// packages, never through each other's source.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const REMOTES = ['remote-catalog', 'remote-checkout', 'remote-account', 'remote-content'];
const APPS = ['host', ...REMOTES];
const TS_AND_JS = '**/*.{ts,tsx,mts,cts,js,mjs,cjs,jsx}';

/** The single module that may import react-router-dom (`@botica/platform/router`). */
const ROUTER_MODULES = ['platform/src/router.ts'];

/**
 * Features of one app do not import each other; pages and the app compose them. The pairs below are the
 * deliberate exceptions: the catalog's `products` feature is the product core every catalog feature shows
 * (prices, discount tiers, the product lists), the home page's featured categories read the category list,
 * the blog is laid out as a static page, and checkout's `branches` (the branch map, search and open status) serves
 * every place where a branch is chosen.
 */
const SHARED_FEATURES = { 'remote-catalog': ['products'], 'remote-checkout': ['branches'], 'remote-content': ['static-pages'] };
const FEATURE_EXCEPTIONS = {
  'remote-catalog': { home: ['category'] },
  'remote-content': { blog: ['static-pages'] },
  // the checkout's pickup step offers the branch map ('Ver sucursales') next to its branch select; its finish step
  // (and the gift card wizard's) hands the placed order to the payments' routing by method
  'remote-checkout': { cart: ['branches', 'payments'], giftcards: ['payments'] },
};

function featureZones() {
  return APPS.flatMap((app) => {
    let features = [];
    try {
      features = readdirSync(path.join(root, app, 'src', 'features'), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name);
    } catch {
      return [];
    }
    return features.map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [...new Set([feature, ...(SHARED_FEATURES[app] ?? []), ...(FEATURE_EXCEPTIONS[app]?.[feature] ?? [])])].map((f) => `./${f}`),
      message: 'Una feature no importa otra: la página o la app las compone (CONVENTIONS.md, Layout).',
    }));
  });
}

/** Every file of the API's modules (`api/src/modules/<module>/…`), by module. */
function apiModuleFiles() {
  const base = path.join(root, 'api', 'src', 'modules');
  let modules = [];
  try {
    modules = readdirSync(base, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  } catch {
    return {};
  }
  const filesOf = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesOf(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  return Object.fromEntries(modules.map((m) => [m, filesOf(path.join(base, m)).map((f) => `./${path.relative(root, f).split(path.sep).join('/')}`)]));
}

/**
 * The API's modules meet through their services: no module imports another's repository. Auth, which every private
 * route imports for its guard, imports no other module (what it needs of customers is handed to it by routes.ts), and
 * customers imports neither recovery nor social, which build on it.
 */
function apiModuleZones() {
  const files = apiModuleFiles();
  const modules = Object.keys(files);
  const repositories = (m) => files[m].filter((f) => f.endsWith('.repository.ts'));
  return [
    ...modules
      .map((m) => ({ m, from: modules.filter((o) => o !== m).flatMap(repositories) }))
      .filter(({ from }) => from.length)
      .map(({ m, from }) => ({
        target: `./api/src/modules/${m}`,
        from,
        message: 'Un módulo de la API no importa el repositorio de otro: llama a su servicio.',
      })),
    {
      target: './api/src/modules/auth',
      from: './api/src/modules',
      except: ['./auth'],
      message: 'El módulo auth no importa otros módulos: lo que necesita de ellos se lo pasa routes.ts (auth.ports.ts).',
    },
    {
      target: './api/src/modules/customers',
      from: ['./api/src/modules/recovery', './api/src/modules/social'],
      message: 'customers no importa recovery ni social: ellos se apoyan en customers.',
    },
  ];
}

const boundaryZones = [
  // a remote never imports another remote or the host: they meet through federation and shared-contracts
  // (a remote's own source; its bench scripts may start the whole stack with the host's scripts)
  ...REMOTES.map((remote) => ({
    target: `./${remote}/src`,
    from: ['./host', ...REMOTES.filter((other) => other !== remote).map((other) => `./${other}`)],
    message: 'Un remoto no importa el código de otro remoto ni del host: usa sus módulos expuestos y shared-contracts.',
  })),
  // the host loads remotes through federation only
  {
    target: './host',
    from: REMOTES.map((remote) => `./${remote}`),
    message: 'El host no importa el código de un remoto: lo carga por Module Federation.',
  },
  // the shared packages import no app
  ...['shared-contracts', 'platform'].map((shared) => ({
    target: `./${shared}`,
    from: [...APPS, 'api', 'e2e'].map((app) => `./${app}`),
    message: `${shared} no importa ninguna app.`,
  })),
  ...featureZones(),
  ...apiModuleZones(),
  // bench/ holds measuring instruments outside the apps. The one deliberate exception to the boundaries above is
  // bench/single-bundle: it builds the same pages as ONE ordinary bundle, the host importing every remote's exposed
  // modules directly, to measure what Module Federation costs (`npm run bench:federation`, decision 042). It is
  // never part of the shop's build. Any other folder of bench/ imports no app's source, and no app or shared
  // package imports bench/.
  {
    target: './bench/!(single-bundle)/**',
    from: APPS.map((app) => `./${app}/src`),
    message: 'Sólo bench/single-bundle (la medición sin federación) importa el código de las apps.',
  },
  {
    target: [...APPS, 'shared-contracts', 'platform'].map((pkg) => `./${pkg}`),
    from: './bench',
    message: 'Las apps y los paquetes compartidos no importan los instrumentos de medición de bench/.',
  },
];


// ---- one home per rule, kept by the lint (docs/decisions/069-one-home-per-rule.md, CONVENTIONS.md)

/** A transaction is opened only through `inTransaction` (api/src/db/transaction.ts), which holds the embedded database's one connection. */
const TRANSACTIONS_THROUGH_IN_TRANSACTION = [
  {
    selector: "CallExpression[callee.property.name='transaction']",
    message: 'Una transacción se abre sólo con inTransaction (api/src/db/transaction.ts): en la base embebida retiene su única conexión.',
  },
];

/** SQL runs only in a module's repository (`x.repository.ts`): query builders and raw statements alike. */
const DATABASE_ONLY_IN_REPOSITORIES = [
  {
    selector: "CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)$/]",
    message: 'El acceso a la base vive en el repositorio del módulo (x.repository.ts); el servicio llama a sus funciones.',
  },
  {
    selector: "CallExpression[callee.property.name=/^execute/][callee.object.type='TaggedTemplateExpression']",
    message: 'Una sentencia SQL se ejecuta en el repositorio del módulo (x.repository.ts).',
  },
];

/** The data layer's functions that take a cache key. */
const KEYED = "/^(useQuery|prefetchQuery|fetchQuery|setQueryData|clearQueryCache)$/";
/**
 * Cache keys come from the key factories next to the contracts (`@botica/shared-contracts/<domain>/queries`): the data
 * layer takes a `QueryKey<T>` (T the type of its answer), which only `cacheKey` makes (a prefix to clear, only
 * `cacheKeyPrefix`), and the factories are their only callers.
 */
const NO_LOOSE_QUERY_KEYS = [
  {
    selector: `CallExpression[callee.name=${KEYED}][arguments.0.type=/^(Literal|TemplateLiteral|BinaryExpression)$/]`,
    message: 'Una clave de caché sale de su fábrica tipada (@botica/shared-contracts/<dominio>/queries), no de un texto suelto.',
  },
  {
    selector: `CallExpression[callee.name=${KEYED}][arguments.0.type='ConditionalExpression'][arguments.0.consequent.type=/^(Literal|TemplateLiteral)$/]`,
    message: 'Una clave de caché sale de su fábrica tipada (@botica/shared-contracts/<dominio>/queries), no de un texto suelto.',
  },
  {
    selector: 'CallExpression[callee.name=/^(cacheKey|cacheKeyPrefix)$/]',
    message: 'Las claves de caché se declaran sólo en las fábricas de shared-contracts (<dominio>/queries.ts) con cacheKey.',
  },
];

/** The session is the host's: the others read its atoms and send it a command (`host:session-start`, `host:logout`). */
const SESSION_ATOMS = '/^(customerAtom|sessionLoadedAtom)$/';
const SESSION_WRITTEN_BY_THE_HOST = [
  {
    selector: `CallExpression[callee.name=/^(useSetAtom|useAtom)$/][arguments.0.name=${SESSION_ATOMS}]`,
    message: 'Sólo el host escribe la sesión: leela con useAtomValue y pedile cambios con host:session-start o host:logout.',
  },
  {
    selector: `CallExpression[callee.property.name='set'][arguments.0.name=${SESSION_ATOMS}]`,
    message: 'Sólo el host escribe la sesión: leela con useAtomValue y pedile cambios con host:session-start o host:logout.',
  },
];

const TESTS = ['**/*.test.{ts,tsx}', '**/src/test/**', '**/testing/**'];

const appPackages = [...APPS.map((app) => `@botica/${app}`), '@botica/api', '@botica/e2e'];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', '**/dist-server/**', '**/.tsc/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**'],
  },
  {
    files: [TS_AND_JS],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      // the extensions and parser import-x reads dependencies with, so that it follows TypeScript imports for cycles
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'], alwaysTryTypes: true, noWarnOnMultipleProjects: true })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: appPackages, message: 'Las apps no se importan entre sí: se encuentran por federación y paquetes compartidos.' }] },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,jsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      // The shop does not build with the React Compiler. These of its rules reject patterns the apps use on
      // purpose: a new lazy component per retry (static-components), the latest-callback ref (refs), a server
      // render collecting the page title into its context (immutability), data hooks that reset their state
      // when their key changes (set-state-in-effect), and react-hook-form's watch (incompatible-library).
      'react-hooks/static-components': 'off',
      'react-hooks/refs': 'off',
      'react-hooks/immutability': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/incompatible-library': 'off',
    },
  },
  // Kysely's own advice: a migration types its database as `any`, so that it never depends on today's schema
  {
    files: ['api/src/db/migrations/*.ts', 'api/src/db/migrate.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // CommonJS files load their dependencies with require (the build's runtime plugin shares the runtime's CommonJS copies)
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // an app's env.d.ts brings in the ambient module declarations (CSS modules, assets) of the shared build
  {
    files: ['**/*.d.ts'],
    rules: { '@typescript-eslint/triple-slash-reference': ['error', { path: 'always', types: 'prefer-import', lib: 'always' }] },
  },
  // browser code routes through the one router module, which Module Federation shares as a singleton
  {
    files: [...APPS, 'shared-contracts', 'platform'].map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
    ignores: [
      ...ROUTER_MODULES,
      // tests build their own MemoryRouter; server rendering uses StaticRouter (neither runs in the shop's pages)
      '**/*.test.{ts,tsx}',
      '**/src/test/**',
      '*/src/server/**',
      'host/src/shell/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              message: 'El código del navegador importa el ruteo del módulo de router compartido (un solo contexto de router para todas las apps).',
            },
          ],
          patterns: [{ group: appPackages, message: 'Las apps no se importan entre sí: se encuentran por federación y paquetes compartidos.' }],
        },
      ],
    },
  },
  // API: transactions only through inTransaction. The database package (migrations, seed, the copy to PostgreSQL)
  // and the command-line tools run before or apart from the server, with no request to share the connection with.
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/db/**', 'api/src/cli/**', ...TESTS],
    rules: { 'no-restricted-syntax': ['error', ...TRANSACTIONS_THROUGH_IN_TRANSACTION] },
  },
  // API: and SQL only in repositories
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.repository.ts', 'api/src/db/**', 'api/src/cli/**', ...TESTS],
    rules: { 'no-restricted-syntax': ['error', ...TRANSACTIONS_THROUGH_IN_TRANSACTION, ...DATABASE_ONLY_IN_REPOSITORIES] },
  },
  // Browser code: cache keys from the typed factories
  {
    files: [...APPS, 'platform'].map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
    ignores: TESTS,
    rules: { 'no-restricted-syntax': ['error', ...NO_LOOSE_QUERY_KEYS] },
  },
  // …and the session written by the host only. A remote's server render seeds its own per-request store with the
  // session it read for the page (the browser's store is the host's).
  {
    files: [...REMOTES, 'platform'].map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
    ignores: [...TESTS, '*/src/server/**'],
    rules: { 'no-restricted-syntax': ['error', ...NO_LOOSE_QUERY_KEYS, ...SESSION_WRITTEN_BY_THE_HOST] },
  },
);
