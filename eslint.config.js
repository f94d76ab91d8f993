import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import { readdirSync } from 'node:fs';

// One element per deployable unit, so a remote may import only its own folder and the kit.
const REMOTES = readdirSync(new URL('./remotes', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const remoteType = (id) => `remote:${id}`;

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.cache/**', 'coverage/**', 'screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The React Compiler-era rule set, every finding an error: a warning nobody reads teaches nothing.
      ...Object.fromEntries(Object.keys(reactHooks.configs['recommended-latest'].rules).map((rule) => [rule, 'error'])),
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      // Text tools legitimately match control characters.
      'no-control-regex': 'off',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Imports flow one way: shared ← remotes, shared ← host. A remote imports only @toolhub/shared
    // and its own folder; the host never imports a remote; shared imports neither.
    files: ['host/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}', 'remotes/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['host/**', 'shared/**', 'remotes/**'],
      'boundaries/elements': [
        { type: 'shared', pattern: 'shared/**', partialMatch: false },
        { type: 'host', pattern: 'host/**', partialMatch: false },
        ...REMOTES.map((id) => ({ type: remoteType(id), pattern: `remotes/${id}/**`, partialMatch: false })),
      ],
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: '{{from.type}} may not import {{to.type}}: a remote imports only @toolhub/shared and its own folder, the host never imports a remote, shared imports neither',
          policies: [
            { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
            { from: { element: { type: 'host' } }, allow: { to: { element: { types: { anyOf: ['host', 'shared'] } } } } },
            ...REMOTES.map((id) => ({
              from: { element: { type: remoteType(id) } },
              allow: { to: { element: { types: { anyOf: [remoteType(id), 'shared'] } } } },
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'tests/**', '**/*.config.{ts,js}', 'eslint.config.js'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
  {
    // Node scripts and servers; bench.mjs also hands functions to the browser.
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
