import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    rules: {
      // Promises: type-aware, as DESIGN.md asks.
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
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // packages/shared depends on zod only.
            { target: './packages/shared', from: ['./apps', './e2e', './bench'] },
            // The API never reaches into the web app and vice versa.
            { target: './apps/api', from: './apps/web' },
            { target: './apps/web', from: './apps/api' },
            // Web layering: shared code → features → app.
            {
              target: './apps/web/src/components',
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
            {
              target: './apps/web/src/lib',
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            // API layering: repositories hold queries only; plugins and lib do not know modules.
            {
              target: './apps/api/src/lib',
              from: ['./apps/api/src/modules', './apps/api/src/plugins'],
            },
          ],
        },
      ],
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
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node } },
  },
);
