import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { ErrorCode, hasAnyAdminRole, msg } from '@sportdesk/contract';
import { authTokens, users } from '../../db/schema/index';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { randomDigits, randomToken } from '../../lib/tokens';
import { insertUser, roleNamesOf, updateUser } from '../users/public';
import { PhoneCodeThrottle, SignInThrottle } from './throttle';

const RESET_TOKEN_HOURS = 6;
const PHONE_TOKEN_MINUTES = 15;
const PHONE_RESEND_SECONDS = 60;

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

/** The client of a request, as sessions and the sign-in throttle record it. */
export const clientInfoOf = (request: { ip: string; headers: Record<string, unknown> }): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] as string | undefined,
});

export class AuthService {
  private readonly throttle: SignInThrottle;
  private readonly phoneThrottle: PhoneCodeThrottle;
  constructor(private readonly deps: AppDeps) {
    this.throttle = new SignInThrottle(deps.db, deps.config.signInThrottle);
    this.phoneThrottle = new PhoneCodeThrottle(deps.db);
  }

  private get db() {
    return this.deps.db;
  }

  async issueToken(userId: number, client: ClientInfo) {
    const { token, tokenId, expiresAt } = await this.deps.tokens.issue(userId);
    await this.db
      .insert(authTokens)
      .values({ id: tokenId, userId, expiresAt, ip: client.ip, userAgent: client.userAgent?.slice(0, 500) });
    await this.db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, userId));
    return token;
  }

  /**
   * Unknown e-mail and wrong password give the same answer after the same work (an argon2 verify
   * against a dummy hash), so the reply does not tell whether an account exists.
   */
  async signIn(emailInput: string, password: string, client: ClientInfo) {
    const email = emailInput.trim().toLowerCase();
    // The attempt is counted before the password is checked (atomically, see SignInThrottle), and kept when it fails.
    const attemptId = await this.throttle.begin(email, client.ip);
    const [user] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    const valid = await verifyPassword(user?.encryptedPassword, password);
    if (!user || !valid || !user.active) throw new AppError(ErrorCode.INVALID_CREDENTIALS, msg.loginFailed);
    if (!user.confirmedAt) {
      await this.throttle.forget(attemptId);
      throw new AppError(ErrorCode.UNAUTHORIZED, msg.accountNotConfirmed);
    }
    await this.throttle.clear(email);
    return { userId: user.id, token: await this.issueToken(user.id, client) };
  }

  async signOut(tokenId: string) {
    await this.db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.id, tokenId));
  }

  async revokeAll(userId: number) {
    await this.db
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
  }

  async register(input: {
    email: string;
    first_name: string;
    last_name: string;
    phone_prefix?: string;
    phone?: string;
    password: string;
    how_know_about_us?: string;
  }) {
    const confirmationToken = randomToken();
    const user = await this.db.transaction((tx) =>
      insertUser(
        tx,
        {
          email: input.email,
          firstName: input.first_name,
          lastName: input.last_name,
          phonePrefix: input.phone_prefix ?? '+48',
          phone: input.phone,
          howKnowAboutUs: input.how_know_about_us,
          password: input.password,
          confirmationToken,
          confirmationSentAt: new Date(),
        },
        {
          roleNames: ['user_role_activity_registration', 'user_role_profile_edit', 'user_role_cards_edit'],
          actorId: null,
          comment: 'Rejestracja',
        },
      ),
    );
    const link = `${this.deps.config.publicUrl}/users/confirmation?confirmation_token=${confirmationToken}`;
    await this.deps.mailer.send({
      to: input.email,
      subject: 'Potwierdź konto w SportDesk',
      text: `Dzień dobry ${input.first_name},\n\naby potwierdzić konto, otwórz link:\n${link}\n\nJeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość.`,
    });
    return user;
  }

  async confirmEmail(token: string) {
    const [user] = await this.db.select().from(users).where(eq(users.confirmationToken, token));
    if (!user)
      throw new AppError(ErrorCode.NOT_FOUND, msg.confirmationTokenInvalid, { confirmation_token: msg.confirmationTokenInvalid });
    await this.db.transaction((tx) =>
      updateUser(
        tx,
        user.id,
        { confirmedAt: new Date(), confirmationToken: null },
        { actorId: user.id, comment: 'Potwierdzenie e-mail' },
      ),
    );
    return user.id;
  }

  /** Always answers the same way, whether or not the e-mail belongs to an account. */
  async requestPasswordReset(emailInput: string) {
    const email = emailInput.trim().toLowerCase();
    const [user] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    if (!user) return;
    const token = randomToken();
    await this.db.update(users).set({ resetPasswordToken: token, resetPasswordSentAt: new Date() }).where(eq(users.id, user.id));
    // Players set the new password in the portal; staff on the back office's page.
    const page = hasAnyAdminRole(await roleNamesOf(this.db, user.id)) ? '/auth/reset-password' : '/portal/nowe-haslo';
    const link = `${this.deps.config.publicUrl}${page}?token=${token}`;
    await this.deps.mailer.send({
      to: user.email!,
      subject: 'Odzyskiwanie hasła w SportDesk',
      text: `Aby ustawić nowe hasło, otwórz link (ważny ${RESET_TOKEN_HOURS} godzin):\n${link}\n\nJeśli nie prosiłeś o zmianę hasła, zignoruj tę wiadomość.`,
    });
  }

  async resetPassword(token: string, password: string) {
    const since = new Date(Date.now() - RESET_TOKEN_HOURS * 3600_000);
    const [user] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.resetPasswordToken, token), gt(users.resetPasswordSentAt, since)));
    if (!user)
      throw new AppError(ErrorCode.BUSINESS_RULE, msg.resetTokenInvalid, { reset_password_token: msg.resetTokenInvalid });
    const encryptedPassword = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      await updateUser(
        tx,
        user.id,
        { encryptedPassword, resetPasswordToken: null, resetPasswordSentAt: null, confirmedAt: user.confirmedAt ?? new Date() },
        { actorId: user.id, comment: 'Reset hasła' },
      );
      await tx
        .update(authTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(authTokens.userId, user.id), isNull(authTokens.revokedAt)));
    });
  }

  async sendPhoneToken(userId: number) {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!user?.phone) throw new AppError(ErrorCode.BUSINESS_RULE, msg.phoneMissing, { phone: msg.phoneMissing });
    if (user.phoneConfirmationSentAt && Date.now() - user.phoneConfirmationSentAt.getTime() < PHONE_RESEND_SECONDS * 1000)
      throw new AppError(ErrorCode.RATE_LIMITED, msg.tooManyAttempts);
    const code = randomDigits(6);
    await this.db
      .update(users)
      .set({ phoneConfirmationToken: code, phoneConfirmationSentAt: new Date() })
      .where(eq(users.id, userId));
    await this.deps.sms.send(`${user.phonePrefix ?? ''}${user.phone}`, `SportDesk: Twój kod potwierdzający to ${code}`);
  }

  /**
   * Limited like sign-in (docs/decisions.md "Hardening: input validation"): 5 wrong codes per code sent, 20 per client
   * address in 15 minutes, then 429 (PhoneCodeThrottle) — the attempt is counted before the code is compared, so
   * parallel guesses count exactly.
   */
  async confirmPhone(userId: number, code: string, client: ClientInfo) {
    const since = new Date(Date.now() - PHONE_TOKEN_MINUTES * 60_000);
    const [current] = await this.db.select({ sentAt: users.phoneConfirmationSentAt }).from(users).where(eq(users.id, userId));
    const attemptId = await this.phoneThrottle.begin(userId, client.ip, current?.sentAt ?? null);
    const [user] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.id, userId), eq(users.phoneConfirmationToken, code), gt(users.phoneConfirmationSentAt, since)));
    if (!user) throw new AppError(ErrorCode.BUSINESS_RULE, msg.phoneTokenInvalid, { token: msg.phoneTokenInvalid });
    await this.phoneThrottle.forget(attemptId);
    await this.db.transaction((tx) =>
      updateUser(
        tx,
        userId,
        { confirmedPhone: true, phoneConfirmationToken: null },
        { actorId: userId, comment: 'Potwierdzenie telefonu' },
      ),
    );
  }
}
