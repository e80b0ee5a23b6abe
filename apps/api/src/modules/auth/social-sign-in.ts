import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode, msg } from '@sportdesk/contract';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { OAuthClient, OAuthTokenRejected, type OAuthProfile, type PendingSignIn } from './oauth-client';
import { userForProfile } from './oauth-accounts';
import type { AuthService, ClientInfo } from './service';
import { SignInThrottle } from './throttle';

export const OAUTH_CALLBACK_PATH = '/users/auth/oauth/callback';

/**
 * Both social sign-ins (docs/decisions.md "Social login"): the browser's redirect flow and `POST users/sign_in.json`
 * with `fb: true` and the provider's access token. Each ends in the same place: the provider's profile → the player
 * (`userForProfile`) → a session token.
 */
export class SocialSignIn {
  readonly client?: OAuthClient;
  private readonly throttle: SignInThrottle;

  constructor(
    private readonly deps: AppDeps,
    private readonly auth: AuthService,
  ) {
    const { oauth, publicUrl, env } = deps.config;
    if (oauth) this.client = new OAuthClient(oauth, `${publicUrl}${OAUTH_CALLBACK_PATH}`, env !== 'production');
    this.throttle = new SignInThrottle(deps.db, deps.config.signInThrottle);
  }

  private async signIn(profile: OAuthProfile, client: ClientInfo) {
    const userId = await userForProfile(this.deps, profile);
    return { userId, token: await this.auth.issueToken(userId, client) };
  }

  /** The redirect flow's callback; throws on any failure (the route answers with the sign-in page and a message). */
  async fromCallback(query: Record<string, string | undefined>, pending: PendingSignIn, client: ClientInfo) {
    if (!this.client) throw new AppError(ErrorCode.BUSINESS_RULE, msg.socialLoginUnconfigured);
    return this.signIn(await this.client.finish(query, pending), client);
  }

  /**
   * `fb: true`: the access token a mobile app got from the provider, verified at the provider's userinfo endpoint.
   * A refused token counts as a failed sign-in attempt of the client address (SignInThrottle), as a wrong password does.
   */
  async fromAccessToken(accessToken: string, client: ClientInfo, log: FastifyBaseLogger) {
    if (!this.client) throw new AppError(ErrorCode.BUSINESS_RULE, msg.socialLoginUnconfigured);
    const key = `social:${createHash('sha256').update(accessToken).digest('hex').slice(0, 40)}`;
    const attemptId = await this.throttle.begin(key, client.ip);
    let profile: OAuthProfile;
    try {
      profile = await this.client.profile(accessToken);
    } catch (error) {
      if (error instanceof OAuthTokenRejected) throw new AppError(ErrorCode.INVALID_CREDENTIALS, msg.socialTokenRejected);
      await this.throttle.forget(attemptId);
      log.warn({ err: error }, 'oauth provider unreachable');
      throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, msg.socialProviderDown);
    }
    await this.throttle.forget(attemptId);
    return this.signIn(profile, client);
  }
}
