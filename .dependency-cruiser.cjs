/**
 * The import rules of docs/architecture.md ("Layers and imports"), checked by `npm run lint:deps`.
 * Test files are left out of the kernel rules (a kernel test may build an app), never out of the cycle rule.
 */
const TESTS = '[.]test(-helper)?[.]tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'Files must not import each other in a loop.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycles',
      comment:
        'Module folders (and web features) must not reach each other in a loop. A warning until the knot that exists ' +
        'is untied (docs/architecture.md "Layers and imports"): folder-level findings cannot be kept in a baseline.',
      severity: 'warn',
      scope: 'folder',
      from: { path: '^apps/(api/src/modules|web/src/features)/' },
      to: { circular: true },
    },
    {
      name: 'api-kernel-not-modules',
      comment: 'db/, lib/ and config.ts serve every module and know none of them.',
      severity: 'error',
      from: { path: '^apps/api/src/(db/|lib/|config[.]ts)', pathNot: TESTS },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'web-kernel-not-features',
      comment: 'lib/ and components/ serve every feature and know none of them.',
      severity: 'error',
      from: { path: '^apps/web/src/(lib|components)/', pathNot: TESTS },
      to: { path: '^apps/web/src/features/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)(dist|node_modules)/', TESTS, '^apps/(api|web)/src/test/'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
