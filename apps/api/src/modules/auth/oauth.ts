import { SignJWT, jwtVerify } from 'jose';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../lib/deps';
import type { Config } from '../../config';
import { insertUser, updateUser } from '../users/public';

export interface OAuthProfile {
  providerUid: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** A social-login provider behind the authorization-code flow. */
export interface OAuthProvider {
  readonly name: string;
  authorizeUrl(redirectUri: string, state: string): string;
  exchange(code: string, redirectUri: string): Promise<OAuthProfile>;
}

/** Generic OAuth 2.0 client configured by OAUTH_* variables (Facebook, Google and others fit it). */
export class HttpOAuthProvider implements OAuthProvider {
  constructor(private readonly cfg: NonNullable<Config['oauth']>) {}
  get name() {
    return this.cfg.provider;
  }
  authorizeUrl(redirectUri: string, state: string) {
    const url = new URL(this.cfg.authorizeUrl);
    url.search = new URLSearchParams({
      client_id: this.cfg.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'email',
      state,
    }).toString();
    return url.toString();
  }
  async exchange(code: string, redirectUri: string): Promise<OAuthProfile> {
    const tokenResponse = await fetch(this.cfg.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: this.cfg.clientId,
        client_secret: this.cfg.clientSecret,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!tokenResponse.ok) throw new Error(`OAuth token exchange failed: ${tokenResponse.status}`);
    const { access_token } = (await tokenResponse.json()) as { access_token: string };
    const profileResponse = await fetch(this.cfg.userInfoUrl, {
      headers: { authorization: `Bearer ${access_token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!profileResponse.ok) throw new Error(`OAuth profile failed: ${profileResponse.status}`);
    const p = (await profileResponse.json()) as Record<string, string | undefined>;
    return {
      providerUid: String(p.id ?? p.sub),
      email: p.email ?? null,
      firstName: p.first_name ?? p.given_name ?? null,
      lastName: p.last_name ?? p.family_name ?? null,
    };
  }
}

const stateKey = (secret: string) => new TextEncoder().encode(`oauth-state:${secret}`);

export const signState = (secret: string) =>
  new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime('10m').sign(stateKey(secret));

export const verifyState = async (secret: string, state: string) => {
  try {
    await jwtVerify(state, stateKey(secret));
    return true;
  } catch {
    return false;
  }
};

/** Finds the account by provider id, then by e-mail; creates a confirmed account when neither exists. */
export async function userForProfile(deps: AppDeps, profile: OAuthProfile): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const [byUid] = await tx.select().from(users).where(eq(users.facebookUid, profile.providerUid));
    if (byUid) return byUid.id;
    if (profile.email) {
      const [byEmail] = await tx
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${profile.email.toLowerCase()}`);
      if (byEmail) {
        await updateUser(
          tx,
          byEmail.id,
          { facebookUid: profile.providerUid },
          { actorId: byEmail.id, comment: 'Logowanie społecznościowe' },
        );
        return byEmail.id;
      }
    }
    const created = await insertUser(
      tx,
      {
        email: profile.email,
        firstName: profile.firstName,
        lastName: profile.lastName,
        facebookUid: profile.providerUid,
        confirmedAt: new Date(),
      },
      {
        roleNames: ['user_role_activity_registration', 'user_role_profile_edit', 'user_role_cards_edit'],
        actorId: null,
        comment: 'Logowanie społecznościowe',
      },
    );
    return created.id;
  });
}
