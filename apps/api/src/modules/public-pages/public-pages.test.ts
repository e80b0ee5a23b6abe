import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@sportdesk/contract';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { renderBlocks } from './render';

let ctx: TestContext;
let headers: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp();
  ({ headers } = await signedInUser(ctx.app, ['admin_role_pages']));
});
afterAll(() => ctx.close());

const create = async (page: Record<string, unknown>) =>
  body<Page>(await ctx.app.inject({ method: 'POST', url: '/api/v2/admin/pages', headers, payload: { page } })).data;
const open = (url: string) => ctx.app.inject({ method: 'GET', url: `/s/${url}` });
const doc = (...blocks: { type: string; data: Record<string, unknown> }[]) => JSON.stringify({ blocks });

describe('GET /s/{url}', () => {
  it('renders a visible page from its blocks', async () => {
    await create({
      name: 'O nas',
      url: 'o-nas',
      body: doc(
        { type: 'header', data: { text: 'Kim jesteśmy', level: 2 } },
        { type: 'paragraph', data: { text: 'Gramy <b>razem</b> od <a href="https://example.pl">2015</a>.' } },
        {
          type: 'list',
          data: {
            style: 'ordered',
            items: [
              { content: 'Piłka', items: [{ content: 'Halowa', items: [] }] },
              { content: 'Siatkówka', items: [] },
            ],
          },
        },
        { type: 'list', data: { style: 'unordered', items: ['Stary', 'format'] } },
        { type: 'quote', data: { text: 'Sport to zdrowie', caption: 'Trener' } },
        {
          type: 'table',
          data: {
            withHeadings: true,
            content: [
              ['Dzień', 'Godzina'],
              ['Pn', '18:00'],
            ],
          },
        },
        { type: 'image', data: { file: { url: '/files/pages/0123456789abcdef0123456789abcdef.png' }, caption: 'Nasza hala' } },
        { type: 'delimiter', data: {} },
      ),
    });
    const response = await open('o-nas');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const html = response.body;
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain('<title>O nas</title>');
    expect(html).toContain('<h2>Kim jesteśmy</h2>');
    expect(html).toContain(
      '<p>Gramy <b>razem</b> od <a href="https://example.pl" rel="noopener noreferrer nofollow">2015</a>.</p>',
    );
    expect(html).toContain('<ol><li><span>Piłka</span><ol><li>Halowa</li></ol></li><li>Siatkówka</li></ol>');
    expect(html).toContain('<ul><li>Stary</li><li>format</li></ul>');
    expect(html).toContain('<blockquote><p>Sport to zdrowie</p><cite>Trener</cite></blockquote>');
    expect(html).toContain(
      '<thead><tr><th>Dzień</th><th>Godzina</th></tr></thead><tbody><tr><td>Pn</td><td>18:00</td></tr></tbody>',
    );
    expect(html).toContain('<img src="/files/pages/0123456789abcdef0123456789abcdef.png" alt="Nasza hala"');
    expect(html).toContain('<hr/>');
    // A way back to the portal and the apps' icon on every server-rendered page.
    expect(html).toContain('<a class="back" href="/portal">Wróć do portalu</a>');
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg"/>');
  });

  it('shows a Polish 404 page for hidden and unknown pages', async () => {
    await create({ name: 'Ukryta', url: 'ukryta', visible: false, body: doc({ type: 'paragraph', data: { text: 'Tajne' } }) });
    for (const url of ['ukryta', 'nie-ma-takiej']) {
      const response = await open(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('Nie znaleziono strony');
      expect(response.body).not.toContain('Tajne');
    }
  });

  it('redirects when redirection is on', async () => {
    await create({ name: 'Zapisy', url: 'zapisy', rediraction: true, redir_url: 'https://example.pl/zapisy' });
    const response = await open('zapisy');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://example.pl/zapisy');
  });

  it('lets no block inject anything executable', async () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(2)">',
      '<a href="javascript:alert(3)">klik</a>',
      '<a href="JaVaScRiPt:alert(4)" onclick="alert(5)">klik</a>',
      '<svg onload=alert(6)><circle/></svg>',
      '<iframe src="https://evil.example"></iframe>',
      '<b style="background:url(javascript:alert(7))" onmouseover="alert(8)">x</b>',
      '"><script>alert(9)</script>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxMCk8L3NjcmlwdD4=">d</a>',
      '<object data="x"></object><embed src="x"><form action="https://evil.example"><input></form>',
      '<scr<script>ipt>alert(11)</script>',
    ].join(' ');
    const blocks = [
      { type: 'paragraph', data: { text: hostile } },
      { type: 'header', data: { text: hostile, level: '1 onclick=alert(12)' } },
      { type: 'list', data: { style: 'ordered', items: [{ content: hostile, items: [hostile] }, hostile] } },
      { type: 'quote', data: { text: hostile, caption: hostile, alignment: '" onmouseover="alert(13)' } },
      { type: 'table', data: { withHeadings: true, content: [[hostile], [hostile]] } },
      { type: 'image', data: { file: { url: 'javascript:alert(14)' }, caption: hostile } },
      { type: 'image', data: { file: { url: '/files/pages/x.png" onerror="alert(15)' }, caption: 'x' } },
      { type: 'image', data: { file: { url: 'https://cdn.example/a.png' }, caption: `${hostile}"><script>alert(16)</script>` } },
      { type: 'raw', data: { html: '<script>alert(17)</script>' } },
      { type: 'code', data: { code: '<script>alert(18)</script>' } },
      { type: 'unknown', data: { text: '<script>alert(19)</script>' } },
    ];
    await create({ name: '<script>alert(20)</script>', url: 'xss', body: JSON.stringify({ blocks }) });
    const response = await open('xss');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const body = html.slice(html.indexOf('<body>'));
    expect(html).not.toMatch(/<script/i);
    expect(body).not.toMatch(/<(iframe|svg|object|embed|form|input|style)\b/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/(href|src)\s*=\s*["']?\s*(javascript|data|vbscript):/i);
    expect(html).toContain('<title>&lt;script&gt;alert(20)&lt;/script&gt;</title>');
    expect(html).toContain('<pre><code>&lt;script&gt;alert(18)&lt;/script&gt;</code></pre>');
    expect(html).toContain('<img src="https://cdn.example/a.png"');
    expect(html).not.toContain('alert(17)');
    expect(response.headers['content-security-policy']).not.toMatch(/script-src/);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('renders an empty or missing body to nothing', () => {
    expect(renderBlocks(null)).toBe('');
    expect(renderBlocks({ blocks: [] })).toBe('');
  });
});
