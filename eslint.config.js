import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'drizzle', '.test-data', 'e2e/screenshots'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // `import { type A }` keeps the module in the bundle (verbatimModuleSyntax); `import type` drops it
      '@typescript-eslint/no-import-type-side-effects': 'error',
      // a `default` branch is the code's stated answer for the other members (status-counts reads its counted views
      // generically); switches without one must list every member
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      // the answers of `app.inject` and JSON bodies are `any` in tests (565 of 629 findings); the 64 in the code want
      // typed answers (design §9, Documenso), a change of its own
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Fastify plugins and handlers and providers of a promise interface are async by contract, with or without await
      '@typescript-eslint/require-await': 'off',
      // the 13 findings were all deliberate: String() of JSON and socket values, method references of closure objects,
      // a sentinel rollback reason, helmet's error rethrown
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/prefer-promise-reject-errors': 'off',
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    // plain JavaScript (this file, scripts/*.mjs) is outside the TypeScript project
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The domain layer is pure: no I/O, no server or web imports.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/server/**', '**/web/**', 'node:*', 'fastify', 'drizzle-orm*', 'react*'] },
      ],
    },
  },
  {
    // The database layer and the providers are the bottom of the server: what uses them (features, the access guard,
    // HTTP plumbing, jobs) sits above and is never imported back.
    files: ['src/server/db/**/*.ts', 'src/server/providers/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/access/**', '**/http/**', '**/jobs/**'],
              message: 'db/ and providers/ import nothing from features/, access/, http/ or jobs/: move the code up.',
            },
          ],
        },
      ],
    },
  },
  {
    // Access and tier logic live in access/ and features call it; a feature imported back would make a cycle.
    files: ['src/server/access/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/features/**'], message: 'access/ imports no feature: move the rule to src/domain.' },
          ],
        },
      ],
    },
  },
  {
    // app.ts imports every feature; a feature that imported it back would load them all (AppDeps is in app-deps.ts).
    files: ['src/server/features/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/app.ts'], message: 'Features never import app.ts: name AppDeps from app-deps.ts.' }],
        },
      ],
    },
  },
  {
    // Every schema takes `z` from src/domain/zod.ts, which first makes zod's messages i18n keys (validation-keys.ts): a
    // field error in the validator's English cannot be written. The typescript-eslint rule is a separate rule from the
    // layer fences above, so both apply.
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    ignores: ['src/domain/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: 'Import { z } from src/domain/zod.ts: it makes every field error an i18n key.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // The web's shared widgets sit under the features and import none; app/router.tsx is what knows every feature.
    files: ['src/web/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/features/**'], message: 'src/web/ui imports no feature: move the piece into ui/.' }],
        },
      ],
    },
  },
);
