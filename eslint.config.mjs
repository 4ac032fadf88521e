// ESLint (flat config): typescript-eslint's type-aware recommended rules; Prettier owns the layout.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', '.data/', 'coverage/', 'artifacts/', '**/dist/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // `_name` marks a value left unused on purpose (a destructured field dropped, a required parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The laws and the claim solver are pure (ADR 0003, 0008): no clock, no randomness, no process state.
    // Their imports (no framework, database or Node built-in) are dependency-cruiser's part (.dependency-cruiser.cjs).
    files: ['libs/laws/src/**/*.ts', 'libs/claim-solver/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'The laws use no randomness: take the value as an argument.' },
        { object: 'Date', property: 'now', message: 'The laws use no clock: commands carry `at`.' },
        { object: 'performance', property: 'now', message: 'The laws use no clock.' },
        { object: 'crypto', property: 'getRandomValues', message: 'The laws use no randomness.' },
        { object: 'crypto', property: 'randomUUID', message: 'The laws use no randomness: ids come with commands.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date']", message: 'The laws use no clock: commands carry `at`.' },
        { selector: "CallExpression[callee.name='Date']", message: 'The laws use no clock: commands carry `at`.' },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'The laws read no environment.' },
        { name: 'setTimeout', message: 'The laws use no clock.' },
        { name: 'setInterval', message: 'The laws use no clock.' },
      ],
    },
  },
  {
    // Tests, benches and scripts read HTTP bodies as `any` (supertest); the app and the libraries may not.
    files: ['test/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts', '**/*.spec.ts', '**/*.int-spec.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // A fake or a timing wrapper takes an async function whether or not this one awaits.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { ...globals.node },
    },
  },
  prettier,
);
