import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import fs from 'node:fs';

// Areas of the web app (web/src/routes/<area>) never import from each other (bulletproof-react's
// "no cross-feature imports"); what two areas share lives in components/, hooks/, lib/ or core.
const webAreas = fs
  .readdirSync(new URL('./web/src/routes/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      // The web build's server entry (vite build --ssr), generated like dist.
      '**/dist-ssr/**',
      '**/node_modules/**',
      'server/drizzle/**',
      '.data/**',
      'bench/results/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['web/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: webAreas.map((area) => ({
            target: `./web/src/routes/${area}`,
            from: './web/src/routes',
            except: [`./${area}`],
            message:
              'Route areas do not import from each other: move shared code to components/, hooks/, lib/ or core.',
          })),
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  prettier,
);
