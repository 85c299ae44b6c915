// ESLint for the whole repository (`npm run lint`, part of `npm test`). Style is Prettier's job (`npm run format`);
// these rules catch bugs and guard the architecture. Each architecture rule has a fixture in lint/fixtures that
// breaks it, checked by shared/test/architectureLint.test.ts.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import vitrina from './lint/vitrinaPlugin.mjs';

const REMOTES = ['mfe-auth', 'mfe-catalog', 'mfe-checkout', 'mfe-sell', 'mfe-dashboard'];

/** The sources linted with type information: every app's and shared's code and tests, as their tsconfig includes them. */
const TYPED_SOURCES = [...REMOTES, 'shell', 'shared'].flatMap((app) => [
  `${app}/src/**/*.{ts,tsx}`,
  `${app}/test/**/*.{ts,tsx}`,
]);

const reactRouterOnlyDom = {
  name: 'react-router',
  message: 'Import from react-router-dom: the apps share that one package as a singleton.',
};

const supabaseJs = {
  name: '@supabase/supabase-js',
  message:
    'Components use the query modules of shared/src/data (which reach supabase-js through @vitrina/shared/supabase).',
};

/** Imports that reach into an app folder other than `own`: share through federation or shared instead. */
function foreignApps(own) {
  const others = [...REMOTES, 'shell'].filter((app) => app !== own);
  return {
    regex: `(^|/)(${others.join('|')})/`,
    message:
      own === 'shared'
        ? 'shared never imports an app.'
        : `A file of ${own} never imports another app's files: use federation (a remote's exposes) or @vitrina/shared.`,
  };
}

// Where tables are read and written: shared's data modules and a feature's query modules (`*Queries.ts`,
// `*Api.ts`), one writer per table. Everything else calls them.
const DATA_MODULES = ['shared/src/data/**', '**/*Queries.ts', '**/*Api.ts'];

const supabaseInComponents = [
  {
    selector:
      "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(from|rpc)$/][callee.object.name=/^(supabase|client)$/]",
    message:
      'Components and helpers read and write through data modules (shared/src/data, a feature module named *Queries.ts or *Api.ts), not supabase.from()/rpc().',
  },
  {
    selector:
      "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(from|rpc)$/][callee.object.type='CallExpression'][callee.object.callee.name='getSupabase']",
    message:
      'Components and helpers read and write through data modules (shared/src/data, a feature module named *Queries.ts or *Api.ts), not supabase.from()/rpc().',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // the single-bundle build of bench/pages (VITRINA_SINGLE_BUNDLE=1)
      '**/dist-single/**',
      // the version-skew tests' throwaway copies of the source (e2e/support/skewBuild.ts)
      '.skew/**',
      '**/@mf-types/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'e2e/.tmp/**',
      'bench/.out/**',
      // the kernel API report's declarations (scripts/kernelApi.mjs)
      'shared/api/.build/**',
      '**/coverage/**',
      // broken on purpose: linted by shared/test/architectureLint.test.ts, each as the file it pretends to be
      'lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'no-restricted-imports': ['error', { paths: [reactRouterOnlyDom] }],
    },
  },
  {
    // jest.isolateModules and jest.mock factories load modules with require()
    files: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.cjs', '**/webpack.config.js', '**/jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  // no app imports another app's files; components never import supabase-js; only data modules call supabase.from()/rpc()
  ...[...REMOTES, 'shell', 'shared'].flatMap((app) => [
    {
      files: [`${app}/**/*.{ts,tsx,js,mjs,cjs}`],
      rules: { 'no-restricted-imports': ['error', { paths: [reactRouterOnlyDom], patterns: [foreignApps(app)] }] },
    },
    {
      files: [`${app}/**/*.tsx`],
      ignores: ['shared/src/data/**', '**/*.test.tsx', '**/test/**', '**/testing/**'],
      rules: {
        'no-restricted-imports': ['error', { paths: [reactRouterOnlyDom, supabaseJs], patterns: [foreignApps(app)] }],
      },
    },
    {
      files: [`${app}/**/*.{ts,tsx}`],
      ignores: [...DATA_MODULES, '**/*.test.{ts,tsx}', '**/test/**', '**/testing/**'],
      rules: { 'no-restricted-syntax': ['error', ...supabaseInComponents] },
    },
  ]),
  {
    // the build's share of react-router-dom is made from react-router's own exports (see the file)
    files: ['shared/build/reactRouterDom.mjs'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // a product's, seller's or category's URL comes from `paths`, in every app's source (tests may spell URLs out)
  {
    files: [...REMOTES, 'shell', 'shared'].map((app) => `${app}/src/**/*.{ts,tsx}`),
    ignores: ['shared/src/paths/**', '**/*.test.{ts,tsx}', '**/test/**', '**/testing/**'],
    plugins: { vitrina },
    rules: { 'vitrina/no-hand-written-path': 'error' },
  },
  // supabase-js loads when a function needs it (supabaseClient() / withClient() in shared/src/data)
  {
    files: [...REMOTES, 'shell', 'shared'].map((app) => `${app}/src/**/*.{ts,tsx}`),
    ignores: [
      // the client's own entry and the barrel that re-exports it
      'shared/src/supabase/**',
      'shared/src/entries/supabase.ts',
      'shared/src/index.ts',
      '**/*.test.{ts,tsx}',
      '**/test/**',
      '**/testing/**',
    ],
    plugins: { vitrina },
    rules: { 'vitrina/no-static-supabase-import': 'error' },
  },
  // query keys come from each entity's key factory, which lives in its data module
  {
    files: [...REMOTES, 'shell', 'shared'].map((app) => `${app}/src/**/*.{ts,tsx}`),
    ignores: [...DATA_MODULES, '**/*Keys.ts', 'shared/src/query/**', 'shared/src/entries/**', '**/*.test.{ts,tsx}'],
    plugins: { vitrina },
    rules: { 'vitrina/keys-from-factories': 'error' },
  },
  // Promises: none left floating (a rejection nobody hears), none handed where a void callback is expected (an
  // event handler that returns a promise). Type-aware, from one program of every app and shared
  // (tsconfig.apps.json, the type-check's too): one program per package would type-check shared once for each of them.
  {
    files: TYPED_SOURCES,
    languageOptions: { parserOptions: { project: './tsconfig.apps.json', tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // react-router's navigate returns a promise only in a data router; its failures are the router's to show
          allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }],
        },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  // every read goes through the accessor, read(request, { as }) (shared/src/data/read.ts and its sender restRead.ts)
  {
    files: [...REMOTES, 'shell', 'shared'].map((app) => `${app}/src/**/*.{ts,tsx}`),
    ignores: [
      'shared/src/data/read.ts',
      'shared/src/data/restRead.ts',
      'shared/src/entries/**',
      '**/*.test.{ts,tsx}',
      '**/test/**',
      '**/testing/**',
    ],
    plugins: { vitrina },
    rules: { 'vitrina/reads-through-accessor': 'error' },
  },
  // inside shared, kernel modules come from @vitrina/shared/kernel
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    plugins: { vitrina },
    rules: { 'vitrina/no-relative-kernel-import': 'error' },
  },
  prettier,
);
