import * as oidc from 'openid-client';
import type { Config } from '../../config';

export type OAuthSettings = NonNullable<Config['oauth']>;

export interface OAuthProfile {
  providerUid: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** What the browser keeps between the redirect to the provider and the callback (oauth-cookie.ts). */
export interface PendingSignIn {
  state: string;
  codeVerifier: string;
}

/** The provider answered that the access token is not (or no longer) valid: a 401, not an outage. */
export class OAuthTokenRejected extends Error {}

const SCOPE = 'email';
const TIMEOUT_SECONDS = 10;

/** Facebook's Graph API answers `id`, `first_name`, `last_name`; OpenID Connect providers `sub`, `given_name`, `family_name`. */
export function profileOf(claims: Record<string, unknown>): OAuthProfile | undefined {
  const text = (...keys: string[]) => {
    for (const key of keys) {
      const value = claims[key];
      if (typeof value === 'string' && value.trim()) return value.trim();
      if (typeof value === 'number') return String(value);
    }
    return null;
  };
  const providerUid = text('sub', 'id');
  if (!providerUid) return undefined;
  return {
    providerUid,
    email: text('email'),
    firstName: text('given_name', 'first_name'),
    lastName: text('family_name', 'last_name'),
  };
}

/**
 * The social-login client on openid-client (docs/decisions.md "Social login"): authorization-code flow with PKCE S256
 * and state, and the provider's userinfo endpoint for both the code flow and a token a mobile app sends (`fb: true`).
 * The endpoints come from the `OAUTH_*` settings (no discovery: Facebook has no discovery document).
 */
export class OAuthClient {
  private readonly config: oidc.Configuration;

  constructor(
    private readonly settings: OAuthSettings,
    private readonly redirectUri: string,
    allowHttp: boolean,
  ) {
    this.config = new oidc.Configuration(
      {
        issuer: new URL(settings.authorizeUrl).origin,
        authorization_endpoint: settings.authorizeUrl,
        token_endpoint: settings.tokenUrl,
        userinfo_endpoint: settings.userInfoUrl,
      },
      settings.clientId,
      { client_secret: settings.clientSecret, redirect_uris: [redirectUri] },
      oidc.ClientSecretPost(),
    );
    this.config.timeout = TIMEOUT_SECONDS;
    // Plain-HTTP endpoints (the local simulator) are accepted outside production only.
    if (allowHttp) oidc.allowInsecureRequests(this.config);
  }

  get provider() {
    return this.settings.provider;
  }

  /** A fresh state and PKCE verifier, and the provider's authorization URL carrying the state and the S256 challenge. */
  async start(): Promise<{ url: string; pending: PendingSignIn }> {
    const pending = { state: oidc.randomState(), codeVerifier: oidc.randomPKCECodeVerifier() };
    const url = oidc.buildAuthorizationUrl(this.config, {
      redirect_uri: this.redirectUri,
      scope: SCOPE,
      state: pending.state,
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, pending };
  }

  /** The callback: checks the state, exchanges the code with the PKCE verifier, reads the profile. Throws on any failure. */
  async finish(query: Record<string, string | undefined>, pending: PendingSignIn): Promise<OAuthProfile> {
    const callback = new URL(this.redirectUri);
    for (const [key, value] of Object.entries(query)) if (value !== undefined) callback.searchParams.set(key, value);
    const tokens = await oidc.authorizationCodeGrant(this.config, callback, {
      expectedState: pending.state,
      pkceCodeVerifier: pending.codeVerifier,
    });
    return this.profile(tokens.access_token);
  }

  /** The profile behind an access token, from the userinfo endpoint; `OAuthTokenRejected` when the provider refuses the token. */
  async profile(accessToken: string): Promise<OAuthProfile> {
    let response: Response;
    try {
      response = await oidc.fetchProtectedResource(this.config, accessToken, new URL(this.settings.userInfoUrl), 'GET');
    } catch (error) {
      if (error instanceof oidc.WWWAuthenticateChallengeError || error instanceof oidc.ResponseBodyError)
        throw new OAuthTokenRejected('the provider refused the access token', { cause: error });
      throw error;
    }
    if (response.status === 400 || response.status === 401 || response.status === 403)
      throw new OAuthTokenRejected(`the provider refused the access token (${response.status})`);
    if (!response.ok) throw new Error(`OAuth userinfo failed: ${response.status}`);
    const profile = profileOf((await response.json()) as Record<string, unknown>);
    if (!profile) throw new OAuthTokenRejected('the provider returned no user id');
    return profile;
  }
}
