import tseslint from 'typescript-eslint';

// shared/ is the pure engine: no clock, no ambient randomness, no timers, no async, no I/O.
const impure = [
  { name: 'Date', message: 'shared/ is pure: no clock. Pass time in, or do without.' },
  { name: 'setTimeout', message: 'shared/ is pure: no timers.' },
  { name: 'setInterval', message: 'shared/ is pure: no timers.' },
  { name: 'fetch', message: 'shared/ is pure: no I/O.' },
  { name: 'performance', message: 'shared/ is pure: no clock.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.wrangler/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', ...impure],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'shared/ is pure: use the seeded generator in the state (engine/rng).' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'FunctionDeclaration[async=true]', message: 'shared/ is synchronous: no async.' },
        { selector: 'ArrowFunctionExpression[async=true]', message: 'shared/ is synchronous: no async.' },
        { selector: 'FunctionExpression[async=true]', message: 'shared/ is synchronous: no async.' },
        { selector: 'AwaitExpression', message: 'shared/ is synchronous: no await.' },
        { selector: "ImportDeclaration[source.value=/(^|\\/)(party|client)(\\/|$)/]", message: 'shared/ imports nothing from party/ or client/.' },
      ],
    },
  },
  {
    // The page must not pull zod (the protocol's schemas) into its bundle: it once grew the table
    // page from 62 to 88 KB gzip. Types from the protocol are free; values are not.
    files: ['client/**/*.ts', 'client/**/*.tsx'],
    ignores: ['client/**/*.test.ts', 'client/**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shared/protocol', '**/shared/protocol.ts', 'zod'],
              allowTypeImports: true,
              message: 'client/ imports only types from the protocol (its values bring zod into the page).',
            },
          ],
        },
      ],
    },
  },
);
