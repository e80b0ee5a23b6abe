import { test } from 'node:test';
import assert from 'node:assert/strict';
import { routeFiles } from './size-budget.mjs';

// The shape of Vite's dist/.vite/manifest.json: the entry, lazy screens (dynamic entries) and shared chunks.
const manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_vendor-b.js'], dynamicImports: ['src/Big.tsx'] },
  '_vendor-b.js': { file: 'assets/vendor-b.js' },
  '_shared-c.js': { file: 'assets/shared-c.js', name: 'Shared', imports: ['_vendor-b.js'] },
  '_style.css': { file: 'assets/style-d.css' },
  'src/Screen.tsx': {
    file: 'assets/Screen-e.js',
    isDynamicEntry: true,
    imports: ['_shared-c.js', 'index.html', '_style.css'],
    dynamicImports: ['src/Big.tsx'],
  },
  'src/Big.tsx': { file: 'assets/Big-f.js', isDynamicEntry: true },
};

test('a route loads the entry and its screen with their static imports, once each, JS only', () => {
  assert.deepEqual(routeFiles(manifest, ['src/Screen.tsx']).sort(), [
    'assets/Screen-e.js',
    'assets/index-a.js',
    'assets/shared-c.js',
    'assets/vendor-b.js',
  ]);
});

test('a screen merged into a shared chunk is found by its name; an unknown module is an error', () => {
  assert.deepEqual(routeFiles(manifest, ['src/features/Shared.tsx']).sort(), [
    'assets/index-a.js',
    'assets/shared-c.js',
    'assets/vendor-b.js',
  ]);
  assert.throws(() => routeFiles(manifest, ['src/Missing.tsx']), /Brak modułu src\/Missing.tsx/);
});
