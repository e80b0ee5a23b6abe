import type { APIRequestContext } from '@playwright/test';
import type { AppSetting } from '@sportdesk/contract';
import { ADMIN } from './admin';

/** Signs in through the API and returns the bearer token from the Authorization header. */
export async function signInToken(request: APIRequestContext, email: string = ADMIN.email, password: string = ADMIN.password) {
  const response = await request.post('/users/sign_in.json', { data: { user: { email, password } } });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  const header = response.headers()['authorization'] ?? '';
  const token = header.replace(/^Bearer\s+/i, '');
  if (!token) throw new Error('sign-in returned no token');
  return token;
}

/** Thin client for seeding data through the real API (never mocked). */
export class AdminApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  private headers() {
    return { Authorization: `Bearer ${this.token}` };
  }

  async createAppSetting(name: string, value = ''): Promise<AppSetting> {
    const response = await this.request.post('/api/v2/admin/app_settings', {
      headers: this.headers(),
      data: { app_setting: { name, value } },
    });
    if (!response.ok()) throw new Error(`create setting failed: ${response.status()} ${await response.text()}`);
    return (await response.json()).data as AppSetting;
  }

  async deleteAppSetting(id: number) {
    await this.request.delete(`/api/v2/admin/app_settings/${id}`, { headers: this.headers() });
  }
}
