/** @jsxRuntime automatic */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const STYLE = `
  :root { color-scheme: light; }
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f2937; background: #f5f6f8; line-height: 1.6; }
  header.site { background: #0f4c81; padding: 12px 24px; display: flex; flex-wrap: wrap; gap: 8px 24px; align-items: baseline; justify-content: space-between; }
  header.site a { color: #fff; font-weight: 600; letter-spacing: .02em; text-decoration: none; }
  header.site a.back { font-weight: 400; text-decoration: underline; }
  main { max-width: 820px; margin: 32px auto; padding: 32px 40px; background: #fff; border-radius: 12px; box-shadow: 0 1px 3px rgba(0,0,0,.08); overflow-wrap: break-word; }
  @media (max-width: 600px) { main { margin: 0; padding: 20px 16px; border-radius: 0; } }
  h1, h2, h3, h4, h5, h6 { line-height: 1.25; margin: 1.4em 0 .5em; }
  main > :first-child { margin-top: 0; }
  a { color: #0f4c81; }
  blockquote { margin: 1.2em 0; padding: .6em 1.2em; border-left: 4px solid #0f4c81; background: #f1f5fb; }
  blockquote cite { display: block; margin-top: .4em; font-style: normal; color: #4b5563; }
  blockquote cite::before { content: '— '; }
  .table-scroll { overflow-x: auto; }
  table { border-collapse: collapse; width: 100%; margin: 1em 0; }
  th, td { border: 1px solid #d1d5db; padding: 6px 10px; text-align: left; vertical-align: top; }
  th { background: #f3f4f6; }
  figure { margin: 1.2em 0; }
  figure img { max-width: 100%; height: auto; border-radius: 6px; }
  figure.bordered img { border: 1px solid #d1d5db; }
  figure.background { background: #f3f4f6; padding: 16px; text-align: center; }
  figure.stretched img { width: 100%; }
  figcaption { font-size: .9em; color: #4b5563; margin-top: .4em; }
  ul.checklist { list-style: none; padding-left: 0; }
  .align-center { text-align: center; } .align-right { text-align: right; }
  pre { background: #111827; color: #f9fafb; padding: 12px 16px; border-radius: 6px; overflow-x: auto; }
  pre.mail { white-space: pre-wrap; background: #f3f4f6; color: #1f2937; }
  hr { border: 0; text-align: center; margin: 2em 0; } hr::after { content: '* * *'; color: #9ca3af; letter-spacing: .5em; }
`;

/** No script may run on a public page, whatever its blocks say; images from this site or https only. */
export const PUBLIC_PAGE_CSP =
  "default-src 'none'; img-src 'self' https: data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * A server-rendered document (a public page, the 404 page, the mailbox simulator): React's static markup, no
 * script. The header leads back to the portal, as the portal's own pages do; the icon is the apps' icon.
 */
export function PublicDocument({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="pl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        {/* A constant of this file, so set as it is (React would escape its quotes). */}
        <style dangerouslySetInnerHTML={{ __html: STYLE }} />
      </head>
      <body>
        <header className="site">
          <a href="/portal">SportDesk</a>
          <a className="back" href="/portal">
            Wróć do portalu
          </a>
        </header>
        <main>{children}</main>
      </body>
    </html>
  );
}

/** A whole document as the HTML a reply sends. */
export const renderDocument = (title: string, content: ReactNode) =>
  `<!doctype html>${renderToStaticMarkup(<PublicDocument title={title}>{content}</PublicDocument>)}`;

export const notFoundDocument = () =>
  renderDocument(
    'Nie znaleziono strony',
    <>
      <h1>Nie znaleziono strony</h1>
      <p>Strona, której szukasz, nie istnieje albo nie jest już dostępna.</p>
      <p>
        <a href="/portal">Wróć na stronę główną</a>
      </p>
    </>,
  );
