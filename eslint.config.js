import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const oneReactOneRouter = [
  {
    group: ['preact', 'preact/*', '@preact/*', 'preact-*'],
    message: 'The web app runs on React 19 in every document (docs/decisions.md, "One React, one router").',
  },
  {
    group: ['react-router', 'react-router/*', 'react-router-dom'],
    importNamePattern: '^(unstable_|UNSAFE_)',
    message: "React Router's unstable_/UNSAFE_ exports are not its supported API: use the data router's own.",
  },
];

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
    // One React and one router, on its supported API (docs/decisions.md "One React, one router"): no Preact (or another
    // React substitute), and nothing from React Router named unstable_* or UNSAFE_* — in the app, its tests and the e2e
    // suite alike (scripts/lint-rules.test.mjs proves both fail).
    rules: { 'no-restricted-imports': ['error', { patterns: oneReactOneRouter }] },
  },
  {
    // One way to write a form (docs/decisions.md, "One way to write a form"): a web form is built on the shared hooks
    // of components/form (usePageForm, useContractForm, useDeferredForm), the only place creating a react-hook-form
    // form; fields, watchers and controllers of such a form may be used anywhere (scripts/lint-rules.test.mjs).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/form/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...oneReactOneRouter,
            {
              group: ['react-hook-form'],
              importNames: ['useForm', 'createFormControl'],
              message:
                'Build the form on components/form: usePageForm, useContractForm or useDeferredForm (docs/decisions.md, "One way to write a form").',
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
