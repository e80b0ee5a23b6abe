import type { Page } from '@playwright/test';

/**
 * What a person reads on a screen, checked in the browser (docs/decisions.md "What a new user reads: words, labels,
 * dates, numbers").
 */

/**
 * Every word of every table cell that the browser laid out on two lines: `'Szymańsk|a'` is a word broken inside.
 * A word is what lies between spaces; a break right after a hyphen or a slash ('Szymańska-|Wiśniewska') is where
 * the language allows one, so the parts on either side count as words of their own. For each word a Range gives
 * its line boxes: two boxes with different tops are a word split across lines. Answers `"cell text: word"` per
 * broken word, [] when none is.
 */
export async function brokenWordsInTables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const cells = Array.from(document.querySelectorAll('td, th'));
    for (const cell of cells) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const parent = node.parentElement;
        if (!parent || parent.closest('[aria-hidden="true"]')) continue;
        const style = getComputedStyle(parent);
        if (style.visibility === 'hidden' || style.display === 'none') continue;
        const word = /[^\s\-/]+[-/]?/g;
        for (let m = word.exec(text); m; m = word.exec(text)) {
          if (m[0].length < 2) continue;
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const tops = new Set(
            Array.from(range.getClientRects())
              .filter((r) => r.width > 0 && r.height > 0)
              .map((r) => Math.round(r.top)),
          );
          if (tops.size > 1) broken.push(`${(cell.textContent ?? '').trim().slice(0, 80)}: ${m[0]}`);
        }
      }
    }
    return broken;
  });
}

/** English words that reached a Polish screen before (report names, settings keys, the pickers' placeholders). */
export const ENGLISH_LABELS = [
  'Report 1.0',
  'Report 2.0',
  'Report 3.0',
  'Activities basic summary',
  'Activities full summary',
  'Benefit importer',
  'Benefit entries',
  'Unassigned benefit entries',
  'participants without entry',
  'Promo codes',
  'Medicover entries',
  'DD. MM. YYYY',
  'DD.MM.YYYY',
  'hh:mm',
  'hh: mm',
  'activity_templates_days_ahead',
  'raporty_dni_przechowywania',
] as const;

/**
 * What a screen shows that a Polish reader should never see: an ISO date (`2026-11-20`) and the English labels above,
 * in the visible text and in the fields' values and placeholders. Answers what was found, [] when nothing was.
 */
export async function unreadableTexts(page: Page): Promise<string[]> {
  const { text, fields } = await page.evaluate(() => ({
    text: document.body.innerText,
    fields: Array.from(document.querySelectorAll('input, textarea'))
      .filter((e) => (e as HTMLInputElement).type !== 'hidden' && e.getClientRects().length > 0)
      .map((e) => `${(e as HTMLInputElement).value} ${(e as HTMLInputElement).placeholder}`),
  }));
  const all = [text, ...fields].join('\n');
  const found: string[] = [];
  for (const m of all.matchAll(/\b\d{4}-\d{2}-\d{2}\b/g)) {
    const line = all.slice(all.lastIndexOf('\n', m.index) + 1, all.indexOf('\n', m.index) >>> 0).trim();
    found.push(`ISO date: ${line.slice(0, 100)}`);
  }
  for (const label of ENGLISH_LABELS) if (all.includes(label)) found.push(`English: ${label}`);
  return found;
}
