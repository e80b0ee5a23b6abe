import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Who the simulated provider says signed in (its userinfo reply, OpenID Connect claim names). */
export interface SimulatedPerson {
  sub: string;
  email?: string;
  given_name?: string;
  family_name?: string;
}

/** What the token endpoint last received, so tests can check what the client sent (PKCE, credentials). */
export interface SimulatedTokenRequest {
  params: Record<string, string>;
  basicAuth: boolean;
}

interface PendingCode {
  person: SimulatedPerson;
  redirectUri: string;
  codeChallenge: string;
  expiresAt: number;
}

const html = (res: ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(body);
};
const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
};
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const token = () => randomBytes(24).toString('base64url');

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The person typed on the sign-in page (or posted by a test); the e-mail is the subject when no id is given. */
const personOf = (form: URLSearchParams): SimulatedPerson | undefined => {
  const email = form.get('email')?.trim();
  if (!email) return undefined;
  return {
    sub: form.get('sub')?.trim() || `sim-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 16)}`,
    email,
    given_name: form.get('given_name')?.trim() || undefined,
    family_name: form.get('family_name')?.trim() || undefined,
  };
};

/**
 * OAUTH PROVIDER SIMULATOR — for tests and development only. A small in-memory OAuth 2.0 provider that speaks what
 * SportDesk's client uses (docs/decisions.md "Social login"): an authorization page (`GET /authorize`, a form
 * asking who signs in; `POST /authorize` answers with a code), the token endpoint (`POST /token`: client secret,
 * redirect URI and the PKCE S256 verifier are all checked, PKCE is required) and userinfo (`GET /userinfo` with a
 * bearer access token). `POST /sdk/token` stands for a mobile app's provider SDK: it hands out an access token for
 * the person posted, for the `fb: true` sign-in. Real deployments point the `OAUTH_*` variables at the provider.
 */
export class OAuthSimulator {
  private server?: Server;
  private readonly codes = new Map<string, PendingCode>();
  private readonly accessTokens = new Map<string, SimulatedPerson>();
  readonly tokenRequests: SimulatedTokenRequest[] = [];
  url = '';

  constructor(private readonly client: { clientId: string; clientSecret: string }) {}

  /** The `OAUTH_*` settings that point SportDesk at this simulator. */
  env(): Record<string, string> {
    return {
      OAUTH_PROVIDER: 'simulator',
      OAUTH_CLIENT_ID: this.client.clientId,
      OAUTH_CLIENT_SECRET: this.client.clientSecret,
      OAUTH_AUTHORIZE_URL: `${this.url}/authorize`,
      OAUTH_TOKEN_URL: `${this.url}/token`,
      OAUTH_USERINFO_URL: `${this.url}/userinfo`,
    };
  }

  async start(port = 0, host = '127.0.0.1'): Promise<string> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: Error) => json(res, 500, { error: 'server_error', error_description: error.message }));
    });
    await new Promise<void>((resolve) => this.server!.listen(port, host, resolve));
    this.url = `http://${host}:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop() {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server = undefined;
  }

  /** An access token for this person, as the provider's SDK in a mobile app would hold. */
  issueAccessToken(person: SimulatedPerson) {
    const accessToken = token();
    this.accessTokens.set(accessToken, person);
    return accessToken;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://oauth.local');
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /authorize') return this.authorizePage(url.searchParams, res);
    if (route === 'POST /authorize') return this.approve(url.searchParams, await readForm(req), res);
    if (route === 'POST /token') return this.token(req, await readForm(req), res);
    if (route === 'GET /userinfo') return this.userinfo(req, res);
    if (route === 'POST /sdk/token') {
      const person = personOf(await readForm(req));
      if (!person) return json(res, 400, { error: 'invalid_request', error_description: 'email is required' });
      return json(res, 200, { access_token: this.issueAccessToken(person), token_type: 'Bearer' });
    }
    return json(res, 404, { error: 'not_found' });
  }

  /** The checks a provider makes before showing its page; a string is the refusal. */
  private authorizeRefusal(q: URLSearchParams): string | undefined {
    if (q.get('client_id') !== this.client.clientId) return 'unknown client_id';
    if (q.get('response_type') !== 'code') return 'response_type must be code';
    if (!q.get('redirect_uri')) return 'redirect_uri is required';
    if (q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) return 'PKCE (S256) is required';
    return undefined;
  }

  private authorizePage(q: URLSearchParams, res: ServerResponse) {
    const refusal = this.authorizeRefusal(q);
    if (refusal) return html(res, 400, `<p>${escapeHtml(refusal)}</p>`);
    const action = `/authorize?${escapeHtml(q.toString())}`;
    html(
      res,
      200,
      `<!doctype html><html lang="pl"><meta charset="utf-8"><title>Symulator logowania</title>
<h1>Symulator dostawcy logowania (tylko do testów)</h1>
<form method="post" action="${action}">
<label>E-mail <input name="email" type="email" required></label>
<label>Imię <input name="given_name"></label>
<label>Nazwisko <input name="family_name"></label>
<button type="submit">Zaloguj</button>
</form></html>`,
    );
  }

  private approve(q: URLSearchParams, form: URLSearchParams, res: ServerResponse) {
    const refusal = this.authorizeRefusal(q);
    if (refusal) return html(res, 400, `<p>${escapeHtml(refusal)}</p>`);
    const person = personOf(form);
    if (!person) return html(res, 400, '<p>email is required</p>');
    const code = token();
    this.codes.set(code, {
      person,
      redirectUri: q.get('redirect_uri')!,
      codeChallenge: q.get('code_challenge')!,
      expiresAt: Date.now() + 60_000,
    });
    const back = new URL(q.get('redirect_uri')!);
    back.searchParams.set('code', code);
    if (q.get('state') !== null) back.searchParams.set('state', q.get('state')!);
    res.writeHead(302, { location: back.toString() }).end();
  }

  private token(req: IncomingMessage, form: URLSearchParams, res: ServerResponse) {
    const params = Object.fromEntries(form);
    const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    this.tokenRequests.push({ params, basicAuth: Boolean(basic) });
    const [basicId, basicSecret] = basic
      ? Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent)
      : [params.client_id, params.client_secret];
    if (basicId !== this.client.clientId || !sameText(basicSecret ?? '', this.client.clientSecret))
      return json(res, 401, { error: 'invalid_client' });
    if (params.grant_type !== 'authorization_code') return json(res, 400, { error: 'unsupported_grant_type' });
    const pending = this.codes.get(params.code ?? '');
    this.codes.delete(params.code ?? '');
    if (!pending || pending.expiresAt < Date.now() || pending.redirectUri !== params.redirect_uri)
      return json(res, 400, { error: 'invalid_grant', error_description: 'unknown code or redirect_uri' });
    if (!params.code_verifier || !sameText(s256(params.code_verifier), pending.codeChallenge))
      return json(res, 400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
    json(res, 200, { access_token: this.issueAccessToken(pending.person), token_type: 'Bearer', expires_in: 3600 });
  }

  private userinfo(req: IncomingMessage, res: ServerResponse) {
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const person = bearer ? this.accessTokens.get(bearer) : undefined;
    if (!person) return json(res, 401, { error: 'invalid_token' }, { 'www-authenticate': 'Bearer error="invalid_token"' });
    json(res, 200, person);
  }
}
