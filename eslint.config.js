import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Module and feature boundaries (docs/architecture.md §2, "Modules"). Import patterns are relative
 * to the importing file, so each folder depth gets its own patterns; and a later
 * `no-restricted-imports` replaces an earlier one for the same file, so each block lists every
 * pattern its files obey. apps/server/src/module-graph.test.ts checks the same server rules and
 * also that the modules import one another without a loop.
 */
const restrict = (files, ...patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

// Server: apps/server/src/modules/<module>/…
const otherModulesRepository = (up) => ({
  group: [`${up}*/*.repository.js`],
  message: "Another module's repository is its own: call that module's service instead.",
});
const repositoryLayer = {
  group: ['*.service.js', '*.routes.js'],
  message: 'A repository holds SQL only: it never calls a service or a route.',
};
const serviceLayer = {
  group: ['*.routes.js'],
  message: 'A service never imports a route: routes call services.',
};

// Web: apps/web/src/features/<feature>/… exposes its index, and lazy-pages for the route table.
const FEATURE_SURFACE =
  'Import another feature through its index (or lazy-pages), not its internals.';
const otherFeaturesInternals = (up) => ({
  group: [`${up}*/*`, `!${up}*/lazy-pages`, `!${up}../**`],
  message: FEATURE_SURFACE,
});

/*
 * Which feature may import which, one way only (docs/decisions/044-one-way-to-load-server-state.md):
 * a feature imports only those listed for it, and the list itself must hold no loop. Every folder
 * of apps/web/src/features is named here, so a new feature says what it needs.
 */
const FEATURE_DEPENDENCIES = {
  auth: [],
  billing: ['auth'],
  categories: ['auth', 'habits'],
  cookies: [],
  gamification: ['auth'],
  habits: ['auth', 'billing', 'gamification'],
  landing: [],
  legal: ['cookies'],
  premium: ['auth', 'habits'],
  settings: ['auth', 'billing', 'categories', 'vacations'],
  support: ['auth'],
  vacations: ['auth'],
};
const FEATURES = Object.keys(FEATURE_DEPENDENCIES);

function assertOneWay(graph) {
  const done = new Set();
  const visit = (feature, path) => {
    if (path.includes(feature)) {
      throw new Error(`FEATURE_DEPENDENCIES loop: ${[...path, feature].join(' -> ')}`);
    }
    if (done.has(feature)) return;
    for (const next of graph[feature] ?? []) visit(next, [...path, feature]);
    done.add(feature);
  };
  FEATURES.forEach((feature) => visit(feature, []));
}
assertOneWay(FEATURE_DEPENDENCIES);
const featureFolders = readdirSync(new URL('apps/web/src/features', import.meta.url));
const undeclared = featureFolders.filter((name) => !(name in FEATURE_DEPENDENCIES));
if (undeclared.length > 0) {
  throw new Error(`FEATURE_DEPENDENCIES lacks: ${undeclared.join(', ')} (eslint.config.js)`);
}

const otherFeatures = (feature, up) => {
  const allowed = FEATURE_DEPENDENCIES[feature];
  const banned = FEATURES.filter((name) => name !== feature && !allowed.includes(name));
  return {
    group: banned.flatMap((name) => [`${up}${name}`, `${up}${name}/**`]),
    message: `features/${feature} may import only ${allowed.join(', ') || 'no other feature'} (FEATURE_DEPENDENCIES in eslint.config.js).`,
  };
};
const featureBlocks = FEATURES.flatMap((feature) => [
  restrict(
    [`apps/web/src/features/${feature}/*.{ts,tsx}`],
    otherFeaturesInternals('../'),
    otherFeatures(feature, '../'),
  ),
  restrict(
    [`apps/web/src/features/${feature}/*/*.{ts,tsx}`],
    otherFeaturesInternals('../../'),
    otherFeatures(feature, '../../'),
  ),
]);

const boundaries = [
  restrict(['apps/server/src/modules/*/*.ts'], otherModulesRepository('../')),
  restrict(['apps/server/src/modules/*/*/*.ts'], otherModulesRepository('../../')),
  restrict(['apps/server/src/modules/*/*.service.ts'], otherModulesRepository('../'), serviceLayer),
  restrict(
    ['apps/server/src/modules/*/*.repository.ts'],
    otherModulesRepository('../'),
    repositoryLayer,
  ),
  ...featureBlocks,
  restrict(['apps/web/src/*.{ts,tsx}', 'apps/web/src/{app,components,lib,test}/**/*.{ts,tsx}'], {
    group: ['**/features/*/*', '!**/features/*/lazy-pages'],
    message: FEATURE_SURFACE,
  }),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
      '**/*.js',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // NOTE: Fastify plugins must be async functions even when they register synchronously.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  ...boundaries,
);
