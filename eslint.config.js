import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.tools/**',
      'data/**',
      'apps/api/src/db/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
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
    // One React and one router, on its supported API (issue 33): no Preact (or another React substitute), and
    // nothing from React Router named unstable_* or UNSAFE_* — in the app, its tests and the e2e suite alike
    // (scripts/lint-rules.test.mjs proves both fail).
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['preact', 'preact/*', '@preact/*', 'preact-*'],
              message: 'The web app runs on React 19 in every document (docs/decisions.md, "One React, one router").',
            },
            {
              group: ['react-router', 'react-router/*', 'react-router-dom'],
              importNamePattern: '^(unstable_|UNSAFE_)',
              message: "React Router's unstable_/UNSAFE_ exports are not its supported API: use the data router's own.",
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
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
