import type { PageBlock, PageDocument } from '@sportdesk/contract';
import { escapeHtml, inlineHtml, plainText, safeImageSrc } from './escape';

type Data = Record<string, unknown>;
const MAX_LIST_DEPTH = 8;

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const alignClass = (v: unknown) => (v === 'center' || v === 'left' || v === 'right' ? ` class="align-${v}"` : '');

function header(d: Data) {
  const level = Math.min(6, Math.max(1, Number.isInteger(d.level) ? (d.level as number) : 2));
  return `<h${level}>${inlineHtml(d.text)}</h${level}>`;
}

/** Editor.js lists: v1 items are strings, v2 items are `{ content, items, meta }` and may nest. */
function listItems(items: unknown, ordered: boolean, checklist: boolean, depth: number): string {
  if (!Array.isArray(items) || depth > MAX_LIST_DEPTH) return '';
  const tag = ordered ? 'ol' : 'ul';
  const lis = items.map((item) => {
    if (typeof item === 'string') return `<li>${inlineHtml(item)}</li>`;
    if (!item || typeof item !== 'object') return '';
    const it = item as Data;
    const meta = (it.meta ?? {}) as Data;
    const box = checklist ? `<span class="check">${meta.checked === true ? '☑' : '☐'}</span> ` : '';
    return `<li>${box}${inlineHtml(it.content)}${listItems(it.items, ordered, checklist, depth + 1)}</li>`;
  });
  if (lis.length === 0) return '';
  return `<${tag}${checklist ? ' class="checklist"' : ''}>${lis.join('')}</${tag}>`;
}

function table(d: Data) {
  if (!Array.isArray(d.content)) return '';
  const rows = d.content.filter(Array.isArray) as unknown[][];
  const row = (cells: unknown[], tag: 'th' | 'td') =>
    `<tr>${cells.map((c) => `<${tag}>${inlineHtml(c)}</${tag}>`).join('')}</tr>`;
  const [head, ...rest] = rows;
  const headHtml = d.withHeadings === true && head ? `<thead>${row(head, 'th')}</thead>` : '';
  const bodyRows = d.withHeadings === true ? rest : rows;
  return `<table>${headHtml}<tbody>${bodyRows.map((r) => row(r, 'td')).join('')}</tbody></table>`;
}

function image(d: Data) {
  const file = (d.file ?? {}) as Data;
  const src = safeImageSrc(file.url ?? d.url);
  if (!src) return '';
  const classes = [
    'image',
    d.withBorder === true && 'bordered',
    d.stretched === true && 'stretched',
    d.withBackground === true && 'background',
  ]
    .filter(Boolean)
    .join(' ');
  const caption = inlineHtml(d.caption);
  return `<figure class="${classes}"><img src="${src}" alt="${plainText(d.caption)}" loading="lazy">${caption ? `<figcaption>${caption}</figcaption>` : ''}</figure>`;
}

const renderers: Record<string, (d: Data) => string> = {
  paragraph: (d) => `<p${alignClass(d.alignment)}>${inlineHtml(d.text)}</p>`,
  header,
  list: (d) => listItems(d.items, d.style === 'ordered', d.style === 'checklist', 0),
  checklist: (d) => listItems(d.items, false, true, 0),
  quote: (d) => {
    const caption = inlineHtml(d.caption);
    return `<blockquote${alignClass(d.alignment)}><p>${inlineHtml(d.text)}</p>${caption ? `<cite>${caption}</cite>` : ''}</blockquote>`;
  },
  table,
  image,
  delimiter: () => '<hr>',
  code: (d) => `<pre><code>${escapeHtml(str(d.code))}</code></pre>`,
};

/** One block to HTML; unknown block types (and raw HTML blocks) render nothing. */
export const renderBlock = (block: PageBlock) => {
  const render = Object.hasOwn(renderers, block.type) ? renderers[block.type] : undefined;
  return render ? render(block.data ?? {}) : '';
};

/** The page body (the editor's JSON document) to sanitised HTML. */
export const renderBlocks = (doc: PageDocument | null) =>
  (Array.isArray(doc?.blocks) ? doc.blocks : []).map(renderBlock).join('\n');
