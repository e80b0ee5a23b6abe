// The lint rules of eslint.config.js fail on what they forbid: Preact and React Router's unstable_/UNSAFE_
// exports, in the web app and the e2e suite, and a web form not built on components/form's hooks; the same imports
// done the supported way pass.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function restrictedImports(code, filePath = 'apps/web/src/app/Example.tsx') {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

test('Preact fails the lint, whichever entry point', async () => {
  for (const code of [
    "import { render } from 'preact';\nrender(null, document.body);\n",
    "import { useState } from 'preact/compat';\nexport const hook = useState;\n",
    "import { createRoot } from 'preact/compat/client';\nexport const root = createRoot;\n",
    "export { h } from 'preact';\n",
  ]) {
    const messages = await restrictedImports(code);
    assert.equal(messages.length, 1, code);
    assert.match(messages[0], /React 19/);
  }
});

test("React Router's unstable_ and UNSAFE_ exports fail the lint, in the app and in the e2e suite", async () => {
  for (const [code, file] of [
    ["import { unstable_HistoryRouter } from 'react-router';\nexport const R = unstable_HistoryRouter;\n"],
    ["import { UNSAFE_createBrowserHistory as history } from 'react-router';\nexport const h = history;\n"],
    [
      "import { UNSAFE_NavigationContext } from 'react-router';\nexport const c = UNSAFE_NavigationContext;\n",
      'e2e/example.spec.ts',
    ],
    ["import { unstable_usePrompt } from 'react-router-dom';\nexport const p = unstable_usePrompt;\n"],
    ["export { UNSAFE_createMemoryHistory } from 'react-router';\n"],
  ]) {
    const messages = await restrictedImports(code, file);
    assert.equal(messages.length, 1, code);
    assert.match(messages[0], /unstable_\/UNSAFE_/);
  }
});

test("React Router's supported data-router API passes", async () => {
  const code = [
    "import { createBrowserRouter, RouterProvider, useBlocker, redirect, type RouteObject } from 'react-router';",
    'export const parts = [createBrowserRouter, RouterProvider, useBlocker, redirect];',
    'export type Routes = RouteObject[];',
    '',
  ].join('\n');
  assert.deepEqual(await restrictedImports(code), []);
});

test('no package of the repository depends on Preact', () => {
  for (const file of [
    'package.json',
    'apps/web/package.json',
    'apps/api/package.json',
    'packages/contract/package.json',
    'e2e/package.json',
  ]) {
    const manifest = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
    const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies });
    assert.deepEqual(
      names.filter((name) => /preact/i.test(name)),
      [],
      file,
    );
  }
});

test('a web form not built on the shared form hooks fails the lint; fields of such a form and components/form pass', async () => {
  for (const code of [
    "import { useForm } from 'react-hook-form';\nexport const hook = useForm;\n",
    "import { useForm as form, useWatch } from 'react-hook-form';\nexport const hooks = [form, useWatch];\n",
    "import { createFormControl } from 'react-hook-form';\nexport const control = createFormControl;\n",
    "export { useForm } from 'react-hook-form';\n",
  ]) {
    for (const file of ['apps/web/src/features/portal/account/Example.tsx', 'apps/web/src/components/filter-bar/Example.tsx']) {
      const messages = await restrictedImports(code, file);
      assert.equal(messages.length, 1, `${file}: ${code}`);
      assert.match(messages[0], /One way to write a form/);
    }
  }
  const fields =
    "import { useController, useWatch, type Control } from 'react-hook-form';\nexport const hooks = [useController, useWatch];\nexport type C = Control;\n";
  assert.deepEqual(await restrictedImports(fields, 'apps/web/src/features/users/Example.tsx'), []);
  const shared = "import { useForm } from 'react-hook-form';\nexport const hook = useForm;\n";
  assert.deepEqual(await restrictedImports(shared, 'apps/web/src/components/form/Example.ts'), []);
});

test('the form rule keeps the React and router rules on the web app', async () => {
  const messages = await restrictedImports(
    "import { render } from 'preact';\nimport { unstable_usePrompt } from 'react-router';\nexport const x = [render, unstable_usePrompt];\n",
    'apps/web/src/features/portal/Example.tsx',
  );
  assert.equal(messages.length, 2);
});
