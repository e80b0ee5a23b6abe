// `npm run lint:refs`: comments, test titles and docs point at places inside the repository. A specification
// paragraph is cited with its file, and a list may follow it: `docs/spec/part-1.md §2 "Dashboard", §9`,
// `docs/spec/part-2.md §3–§4`. A decision is cited by its section: `docs/decisions.md "Browser bundles"`. An issue number or a bare `§N` names
// nothing a reader can open, so either fails the lint. An issue of another project may be named beside its address
// (a line holding an `https://` link).
//
// With no arguments every file git knows (tracked, or new and not ignored) is read, leaving out what is not ours or
// not prose: installed packages, builds, test output, the spec's own copies, the SQL migrations and their snapshots,
// the lock file, binary files, and this check's fixtures and test. With file arguments only those are read.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ISSUE = /\bissues?\s*#?\s*\d+/gi;
const SECTION = /§\s?\d/g;
// One citation: the spec file, then one or more paragraphs, each with an optional quoted subsection name.
const PARAGRAPH = String.raw`§\s?\d+(?:\s*(?:"[^"\n]*"|'[^'\n]*'))?`;
const CITATION = new RegExp(String.raw`docs/spec/part-[12]\.md ${PARAGRAPH}(?:\s*(?:,|–|-|/|and|or)\s*${PARAGRAPH})*`, 'g');
const URL_ON_LINE = /https?:\/\//;

const SKIPPED = [
  /(^|\/)node_modules\//,
  /(^|\/)dist\//,
  /(^|\/)test-results\//,
  /(^|\/)playwright-report\//,
  /^docs\/spec\//,
  /^apps\/api\/src\/db\/migrations\//,
  /(^|\/)package-lock\.json$/,
  /^scripts\/fixtures\/references\//,
  /^scripts\/check-references\.test\.mjs$/,
  /\.(png|jpe?g|gif|webp|ico|svg|woff2?|ttf|pdf|zip|gz|csv|xlsx)$/i,
];

/** The reference problems of one text: `{ line, column, text, message }` for each, in order. */
export function referenceProblems(text) {
  const problems = [];
  text.split('\n').forEach((lineText, index) => {
    const found = (column, match, message) => problems.push({ line: index + 1, column: column + 1, text: match.trim(), message });
    if (!URL_ON_LINE.test(lineText)) {
      for (const match of lineText.matchAll(ISSUE)) {
        found(match.index, match[0], 'an issue number: point at the docs/decisions.md section instead');
      }
    }
    // Blank out every full citation (same length, so columns stay true); a § left over is bare.
    const rest = lineText.replace(CITATION, (citation) => ' '.repeat(citation.length));
    for (const match of rest.matchAll(SECTION)) {
      found(
        match.index,
        lineText.slice(match.index, match.index + 3),
        'a spec paragraph without its file: write docs/spec/part-1.md §N or docs/spec/part-2.md §N',
      );
    }
  });
  return problems;
}

/** The files read when no file is named: what git knows in `root`, less `SKIPPED`. */
export function repositoryFiles(root) {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listed.split('\0').filter(Boolean))].filter((file) => !SKIPPED.some((rule) => rule.test(file)));
}

/** Every problem of `files` (relative to `root`) as `file:line:column` lines. Binary and vanished files are passed over. */
export function checkFiles(root, files) {
  const report = [];
  for (const file of files) {
    let content;
    try {
      content = readFileSync(path.resolve(root, file));
    } catch {
      continue;
    }
    if (content.includes(0)) continue;
    for (const problem of referenceProblems(content.toString('utf8'))) {
      report.push(`${file}:${problem.line}:${problem.column}: ${problem.message} (${problem.text})`);
    }
  }
  return report;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = process.cwd();
  const named = process.argv.slice(2);
  const files = named.length > 0 ? named : repositoryFiles(root);
  const report = checkFiles(root, files);
  if (report.length > 0) {
    console.error(report.join('\n'));
    console.error(`\n${report.length} reference(s) a reader cannot open (scripts/check-references.mjs).`);
    process.exit(1);
  }
  console.log(`References: ${files.length} files, none points outside the repository.`);
}
