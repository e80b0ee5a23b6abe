/** @jsxRuntime automatic */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageBlock, PageDocument } from '@sportdesk/contract';
import { inlineHtml, plainText, safeImageSrc } from './escape';

type Data = Record<string, unknown>;
const MAX_LIST_DEPTH = 8;

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const alignClass = (v: unknown) => (v === 'center' || v === 'left' || v === 'right' ? `align-${v}` : undefined);
/** The editor's inline markup, already sanitised by `inlineHtml` (bold, italic, links, line breaks and nothing else). */
const inline = (value: unknown) => ({ dangerouslySetInnerHTML: { __html: inlineHtml(value) } });

function Header({ d }: { d: Data }) {
  const level = Math.min(6, Math.max(1, Number.isInteger(d.level) ? (d.level as number) : 2));
  const Tag = `h${level}` as 'h1';
  return <Tag {...inline(d.text)} />;
}

/** Editor.js lists: v1 items are strings, v2 items are `{ content, items, meta }` and may nest. */
function List({ items, ordered, checklist, depth }: { items: unknown; ordered: boolean; checklist: boolean; depth: number }) {
  if (!Array.isArray(items) || depth > MAX_LIST_DEPTH) return null;
  const entries = items.flatMap((item, i): ReactNode[] => {
    if (typeof item === 'string') return [<li key={i} {...inline(item)} />];
    if (!item || typeof item !== 'object') return [];
    const it = item as Data;
    const meta = (it.meta ?? {}) as Data;
    const nested = Array.isArray(it.items) && it.items.length > 0;
    if (!checklist && !nested) return [<li key={i} {...inline(it.content)} />];
    return [
      <li key={i}>
        {checklist && <span className="check">{meta.checked === true ? '☑' : '☐'} </span>}
        <span {...inline(it.content)} />
        <List items={it.items} ordered={ordered} checklist={checklist} depth={depth + 1} />
      </li>,
    ];
  });
  if (entries.length === 0) return null;
  const Tag = ordered ? 'ol' : 'ul';
  return <Tag className={checklist ? 'checklist' : undefined}>{entries}</Tag>;
}

function Table({ d }: { d: Data }) {
  if (!Array.isArray(d.content)) return null;
  const rows = d.content.filter(Array.isArray) as unknown[][];
  const withHeadings = d.withHeadings === true && rows.length > 0;
  const [head, ...rest] = rows;
  const bodyRows = withHeadings ? rest : rows;
  return (
    <div className="table-scroll">
      <table>
        {withHeadings && (
          <thead>
            <tr>
              {head.map((cell, i) => (
                <th key={i} {...inline(cell)} />
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {bodyRows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) => (
                <td key={i} {...inline(cell)} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Image({ d }: { d: Data }) {
  const file = (d.file ?? {}) as Data;
  const src = safeImageSrc(file.url ?? d.url);
  if (!src) return null;
  const classes = [
    'image',
    d.withBorder === true && 'bordered',
    d.stretched === true && 'stretched',
    d.withBackground === true && 'background',
  ]
    .filter(Boolean)
    .join(' ');
  const caption = inlineHtml(d.caption);
  return (
    <figure className={classes}>
      <img src={src} alt={plainText(d.caption)} loading="lazy" />
      {caption && <figcaption {...inline(d.caption)} />}
    </figure>
  );
}

function Quote({ d }: { d: Data }) {
  return (
    <blockquote className={alignClass(d.alignment)}>
      <p {...inline(d.text)} />
      {inlineHtml(d.caption) && <cite {...inline(d.caption)} />}
    </blockquote>
  );
}

const blocks: Record<string, (props: { d: Data }) => ReactNode> = {
  paragraph: ({ d }) => <p className={alignClass(d.alignment)} {...inline(d.text)} />,
  header: Header,
  list: ({ d }) => <List items={d.items} ordered={d.style === 'ordered'} checklist={d.style === 'checklist'} depth={0} />,
  checklist: ({ d }) => <List items={d.items} ordered={false} checklist depth={0} />,
  quote: Quote,
  table: Table,
  image: Image,
  delimiter: () => <hr />,
  code: ({ d }) => (
    <pre>
      <code>{str(d.code)}</code>
    </pre>
  ),
};

/** One block; unknown block types (and raw HTML blocks) render nothing. */
function Block({ block }: { block: PageBlock }) {
  const Render = Object.hasOwn(blocks, block.type) ? blocks[block.type] : undefined;
  return Render ? <Render d={block.data ?? {}} /> : null;
}

/** The page body (the editor's JSON document) as React elements. */
export function PageBlocks({ doc }: { doc: PageDocument | null }) {
  const list = Array.isArray(doc?.blocks) ? doc.blocks : [];
  return (
    <>
      {list.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </>
  );
}

/** The page body to sanitised HTML (the activity's 'Opis' tab shows it in the back office). */
export const renderBlocks = (doc: PageDocument | null) => renderToStaticMarkup(<PageBlocks doc={doc} />);
