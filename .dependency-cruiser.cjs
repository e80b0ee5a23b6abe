/**
 * The import rules of docs/architecture.md ("Layers and imports"), checked by `npm run lint:deps`.
 * Test files are left out of the kernel rules (a kernel test may build an app), never out of the cycle rule.
 */
const TESTS = '([.]test(-helper)?|/test-fixtures)[.]tsx?$';

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
      name: 'no-module-cycles',
      comment: 'API module folders must not reach each other in a loop (docs/architecture.md "Layers and imports").',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/api/src/modules/' },
      to: { circular: true },
    },
    {
      name: 'no-feature-cycles',
      comment:
        'Web features must not reach each other in a loop (docs/architecture.md "Web features"); the sub-folders of one ' +
        'feature are its own business.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/web/src/features/([a-z-]+)' },
      to: { circular: true, pathNot: '^apps/web/src/features/$1(/|$)' },
    },
    {
      name: 'api-kernel-not-modules',
      comment: 'db/, lib/ and config.ts serve every module and know none of them.',
      severity: 'error',
      from: { path: '^apps/api/src/(db/|lib/|config[.]ts)', pathNot: TESTS },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'api-module-public-entry',
      comment: "A module uses another module only through that module's public.ts; the rest of a folder is its own.",
      severity: 'error',
      from: { path: '^apps/api/src/modules/([a-z-]+)/' },
      to: {
        path: '^apps/api/src/modules/[a-z-]+/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[a-z-]+/public[.]ts$'],
      },
    },
    {
      name: 'api-routes-no-sql',
      comment: 'A routes file parses and replies: SQL (drizzle-orm, the schema) lives in queries, rules in the service.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/[a-z-]+/[a-z-]*routes[.]ts$' },
      to: { path: ['^node_modules/drizzle-orm/', '^apps/api/src/db/schema/'] },
    },
    {
      name: 'web-feature-public-entry',
      comment: "A feature uses another feature only through that feature's public.ts; the rest of a folder is its own.",
      severity: 'error',
      from: { path: '^apps/web/src/features/([a-z-]+)/' },
      to: {
        path: '^apps/web/src/features/[a-z-]+/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[a-z-]+/public[.]ts$'],
      },
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
