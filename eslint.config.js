// ESLint (flat config): typescript-eslint's type-checked rules over every TypeScript file, and the
// React hooks rules over the web app. Formatting is left to the formatter (Prettier), not ESLint.
// A rule turned off or down says why, next to it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', '.tmp/**', 'e2e/screenshots/**', 'test-results/**', '**/*.js', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // The rules the design review asked for, as errors.
      // node:test's describe/it/test return promises the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', name: ['describe', 'it', 'test', 'suite'], package: 'node:test' }] },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Off: knex answers rows as `any` (the tables have no TypeScript types; each repository states
      // its row type where it reads one), and the tests read JSON answers whose shape they assert.
      // Typing the tables for knex (`knex/types/tables`) would let these rules on: see the README's lint notes.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Off for the same reason: knex rows are untyped, so a repository's row mapper and a test's
      // row reader take `any` where the table has no TypeScript type to name.
      '@typescript-eslint/no-explicit-any': 'off',
      // Off: it flags async implementations of Promise-returning interfaces (AI providers, storage,
      // test stubs) that await nothing; there `async` is the clear way to say the function returns a
      // promise, and it turns a throw into a rejection as the callers expect.
      '@typescript-eslint/require-await': 'off',
      // Loosened: the message catalogues type their keys by declaration merging,
      // `interface MessageCatalogue extends Catalogue<...> {}`, an empty interface with one extends.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // `_`-prefixed names are deliberately unused (a handler's unused argument, a rest sibling).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
