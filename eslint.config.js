import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** The sub-folders of `dir` (relative to this file): one zone per feature, module or aggregate. */
const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

const API = './apps/api/src';
const aggregates = folders(`${API}/data`);
const webFeatures = folders('./apps/web/src/features');

/**
 * The API's boundaries (docs/ARCHITECTURE.md, "Boundaries"):
 * - plugins and lib know no module (a job that runs a module's service lives in that module);
 * - a table's queries are reached through its aggregate's repository in data/, and only services
 *   (service.ts or a use-case file) call it: routes, schemas, lib and the modules' own
 *   repositories do not;
 * - an aggregate never imports another aggregate (a service composes them, in its transaction).
 * Between modules (only through a module's index.ts, no cycles) dependency-cruiser rules:
 * .dependency-cruiser.cjs, run by `npm run lint:deps`.
 */
const apiZones = [
  { target: [`${API}/plugins`, `${API}/lib`], from: `${API}/modules` },
  { target: `${API}/lib`, from: [`${API}/plugins`, `${API}/data`] },
  {
    target: [
      `${API}/modules/**/routes*.ts`,
      `${API}/modules/**/schemas.ts`,
      `${API}/modules/**/repository.ts`,
    ],
    from: `${API}/data`,
  },
  { target: `${API}/data`, from: [`${API}/modules`, `${API}/plugins`] },
  ...aggregates.map((a) => ({
    target: `${API}/data/${a}`,
    from: aggregates.filter((o) => o !== a).map((o) => `${API}/data/${o}`),
  })),
];

/** bulletproof-react's rule: a feature does not import another feature; the app composes them. */
const webFeatureZones = webFeatures.map((f) => ({
  target: `./apps/web/src/features/${f}`,
  from: webFeatures.filter((o) => o !== f).map((o) => `./apps/web/src/features/${o}`),
}));

/** Web layering: shared code → features → app. */
const featuresBelowApp = { target: './apps/web/src/features', from: './apps/web/src/app' };

const baseZones = [
  // packages/shared depends on zod only.
  { target: './packages/shared', from: ['./apps', './e2e', './bench'] },
  // The API never reaches into the web app and vice versa.
  { target: './apps/api', from: './apps/web' },
  { target: './apps/web', from: './apps/api' },
  {
    target: './apps/web/src/components',
    from: ['./apps/web/src/features', './apps/web/src/app'],
  },
  { target: './apps/web/src/lib', from: ['./apps/web/src/features', './apps/web/src/app'] },
  ...webFeatureZones,
  ...apiZones,
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // DATA_DIR (the product's files), wherever it was started; apps/api/src/data is source.
      'data/**',
      'apps/*/data/**',
      'apps/api/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'apps/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'playwright.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // The zones below are paths of resolved files: resolve the API's `./x.js` to its `x.ts`
      // and the web's extension-less imports, or no zone would ever match.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      // Promises: type-aware (no floating promises, no misused promises).
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-restricted-paths': ['error', { zones: [...baseZones, featuresBelowApp] }],
      // Import cycles: dependency-cruiser's no-circular (.dependency-cruiser.cjs, `npm run lint:deps`).
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // A component reads on a screen or two: a longer one is split into its parts (a form into
    // its field groups, a page into its sections) or moves its logic into a hook.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 150 }] },
  },
  {
    // A web test may mount a feature inside the app's guards and theme, as the app does.
    files: ['apps/web/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: baseZones }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node } },
  },
);
