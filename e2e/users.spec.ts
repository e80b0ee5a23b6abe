import type { APIRequestContext } from '@playwright/test';
import type { AdminUser, AdminUserRow, ListReply } from '@sportdesk/contract';
import { uniqueName } from './support/admin';
import { adminCalls } from './support/activities';
import { createUser, letterTag, roleIds } from './support/seed';
import { expect, test } from './support/fixtures';
import { ListPage } from './pages/ListPage';
import { UserPage } from './pages/UserPage';

const api = (request: APIRequestContext, token: string) => {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async createUser(user: Record<string, unknown>) {
      const response = await request.post('/api/v2/admin/users', { headers, data: { user } });
      expect(response.ok(), await response.text()).toBeTruthy();
      return (await response.json()).data as AdminUser;
    },
    /** Pairs a device (a test-environment-only route of the E2E server). */
    async pairDevice(userId: number, deviceName: string) {
      const response = await request.post('/api/v2/admin/connected_devices', {
        headers,
        data: { connected_device: { user_id: userId, device_name: deviceName, device_info: 'E2E' } },
      });
      expect(response.ok(), await response.text()).toBeTruthy();
    },
    async findByEmail(email: string) {
      const response = await request.get(`/api/v2/admin/users?with_email=${encodeURIComponent(email)}`, { headers });
      return ((await response.json()).data as ListReply<AdminUserRow>).rows[0];
    },
  };
};

const newPlayer = (suffix: string) => ({
  identifier: `E2E-${suffix}`,
  first_name: 'Ewelina',
  last_name: `Testowa${suffix}`,
  email: `ewelina.${suffix}@example.pl`,
  password: 'sekret1',
  password_confirmation: 'sekret1',
});

test.describe('users', () => {
  test('finds a user by filters kept in the URL', async ({ adminPage: page, request, adminToken }) => {
    // Users of its own, all with `tag` in their surnames, so the filtered lists hold only them.
    const tag = letterTag();
    const coordinator = await roleIds(request, adminToken, ['user_role_activity_registration', 'user_role_coordinator']);
    const piotr = await createUser(request, adminToken, { first_name: 'Piotr', last_name: `Wiśniewski${tag}`, gender: 'male' });
    const agnieszka = await createUser(request, adminToken, {
      first_name: 'Agnieszka',
      last_name: `Wójcik${tag}`,
      gender: 'female',
      role_ids: coordinator,
    });
    const jan = await createUser(request, adminToken, {
      first_name: 'Jan',
      last_name: `Kowalski${tag}`,
      gender: 'male',
      role_ids: coordinator,
    });
    const list = new ListPage(page, '/users');
    await list.goto();
    await list.applyFilters({ 'Imię, nazwisko, e-mail, telefon': `wisniewski${tag}` });
    await expect(page).toHaveURL(new RegExp(`search=wisniewski${tag}`));
    await expect(list.rows).toHaveCount(1);
    await expect(list.row(piotr.email)).toBeVisible();

    await list.clearFilters();
    await expect(page).toHaveURL(/\/users$/);
    await list.filter('Imię, nazwisko, e-mail, telefon').fill(tag);
    const role = list.filters.getByRole('combobox', { name: 'Rola' });
    await role.click();
    await page.getByRole('option', { name: 'Koordynator', exact: true }).click();
    await expect(role).toHaveText('Koordynator');
    const gender = list.filters.getByRole('combobox', { name: 'Płeć' });
    await gender.click();
    await page.getByRole('option', { name: 'Kobieta' }).click();
    await expect(gender).toHaveText('Kobieta');
    await list.filters.getByRole('button', { name: 'Filtruj' }).click();
    await list.waitForRows();
    await expect(page).toHaveURL(/with_role=user_role_coordinator/);
    await expect(list.row(agnieszka.email)).toBeVisible();
    await expect(list.row(jan.email)).toHaveCount(0);
    await expect(list.rows).toHaveCount(1);

    await page.reload();
    await list.waitForRows();
    await expect(list.row(agnieszka.email)).toBeVisible();
    await list
      .row(agnieszka.email)
      .getByRole('link', { name: /Edytuj/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(agnieszka.label);
  });

  test('adds a user, edits the profile and the password rules, then deletes the account', async ({ adminPage: page }) => {
    const suffix = uniqueName('u').replace(/_/g, '');
    const user = new UserPage(page);
    await page.goto('/users');
    await page.getByRole('link', { name: 'Dodaj' }).click();
    const form = user.form('Profil');
    await form.getByRole('button', { name: 'Zapisz' }).click();
    await expect(form.getByLabel('Identyfikator')).toHaveAccessibleDescription('Pole Wymagane');
    await expect(form.getByLabel('E-mail')).toHaveAccessibleDescription('Pole Wymagane');

    await form.getByLabel('Identyfikator').fill(`E2E-${suffix}`);
    await form.getByLabel('Imię').fill('Ewelina');
    await form.getByLabel('Nazwisko').fill('Nowa');
    await form.getByLabel('E-mail').fill(`ewelina.${suffix}@example.pl`);
    await form.getByLabel(/^Hasło/).fill('sekret1');
    await form.getByLabel('Powtórz hasło').fill('inne-haslo');
    await form.getByRole('button', { name: 'Zapisz' }).click();
    await expect(form.getByLabel('Powtórz hasło')).toHaveAccessibleDescription('Hasła muszą do siebie pasować');
    await form.getByLabel('Powtórz hasło').fill('sekret1');
    await form.getByRole('button', { name: 'Zapisz' }).click();
    await user.toasts.expectToast('Użytkownik dodany');
    await expect(page).toHaveURL(/\/users\/\d+$/);
    await expect(user.heading).toHaveText('Ewelina Nowa');

    const profile = user.form('Profil');
    await expect(profile.getByLabel(/^Hasło/)).toHaveCount(0);
    await profile.getByLabel('Miasto').fill('Gniezno');
    await profile.getByLabel('Telefon').fill('600700800');
    await profile.getByRole('button', { name: 'Zmień hasło' }).click();
    await profile.getByLabel(/^Hasło/).fill('abc');
    await profile.getByRole('button', { name: 'Zapisz' }).click();
    await expect(profile.getByLabel(/^Hasło/)).toHaveAccessibleDescription('Min 6 znaków');
    await profile.getByRole('button', { name: 'Nie zmieniaj hasła' }).click();
    await profile.getByRole('button', { name: 'Zapisz' }).click();
    await user.toasts.expectToast('Zapisano');
    await page.reload();
    await expect(user.card('Kontakt')).toContainText('Gniezno');
    await expect(user.card('Kontakt')).toContainText('+48 600 700 800');

    await page.getByRole('button', { name: 'Usuń konto' }).click();
    await expect(user.confirmDialog).toContainText('Na pewno chcesz usunąć konto?');
    await user.confirmDialog.getByRole('button', { name: 'Tak' }).click();
    await user.toasts.expectToast('Usunięto');
    await expect(page).toHaveURL(/\/users$/);
  });

  test('changes roles, adds a level and an agreement', async ({ adminPage: page, request, adminToken }) => {
    const suffix = uniqueName('r').replace(/_/g, '');
    const created = await api(request, adminToken).createUser(newPlayer(suffix));
    // A sport of its own for the level and the agreement.
    const sport = `Dyscyplina ${suffix}`;
    await adminCalls(request, adminToken).post('/api/v2/admin/sports', { sport: { name: sport } });
    const user = new UserPage(page);

    await user.goto(created.id, 'uprawnienia');
    const roles = user.form('Uprawnienia');
    await roles.getByRole('checkbox', { name: 'Koordynator' }).check();
    await roles.getByRole('checkbox', { name: 'Organizator 2.0' }).check();
    await roles.getByRole('button', { name: 'Zapisz' }).click();
    await user.toasts.expectToast('Zapisano');
    await page.reload();
    await expect(user.form('Uprawnienia').getByRole('checkbox', { name: 'Koordynator' })).toBeChecked();
    await expect(user.form('Uprawnienia').getByRole('checkbox', { name: 'Organizator 2.0' })).toBeChecked();

    await user.openTab('Poziomy');
    const levels = user.form('Poziomy');
    await levels.getByRole('button', { name: 'Dodaj poziom' }).click();
    await levels.getByRole('button', { name: 'Zapisz' }).click();
    await expect(levels.getByRole('combobox', { name: 'Dyscyplina' })).toHaveAccessibleDescription('Pole Wymagane');
    await user.choose(levels, 'Dyscyplina', sport);
    await user.choose(levels, 'Poziom', 'Średniozaawansowany');
    await levels.getByRole('checkbox', { name: 'Zweryfikowany' }).check();
    await levels.getByRole('button', { name: 'Zapisz' }).click();
    await user.toasts.expectToast('Zapisano');
    await page.reload();
    await expect(user.form('Poziomy').getByRole('combobox', { name: 'Poziom' })).toHaveText('Średniozaawansowany');
    await expect(user.form('Poziomy')).toContainText('Brak ocen od innych graczy');

    await user.openTab('Organizator');
    const organizer = user.form('Organizator');
    await user.choose(organizer, 'Podpisana umowa', 'Tak');
    await organizer.getByRole('button', { name: 'Dodaj umowę' }).click();
    await user.choose(organizer, 'Dyscyplina', sport);
    await user.choose(organizer, 'Typ', 'Organizator 2.0');
    await organizer.getByLabel('Cena (zł)').fill('35.5');
    await organizer.getByLabel('Długość zajęć (min)').fill('90');
    await organizer.getByRole('button', { name: 'Zapisz' }).click();
    await user.toasts.expectToast('Zapisano');
    await page.reload();
    const saved = user.form('Organizator');
    await expect(saved.getByRole('combobox', { name: 'Typ' })).toHaveText('Organizator 2.0');
    await expect(saved.getByLabel('Cena (zł)')).toHaveValue('35,50');
    await expect(saved.getByRole('combobox', { name: 'Podpisana umowa' })).toHaveText('Tak');

    // Removing is a mark until 'Zapisz'.
    await saved.getByRole('button', { name: /^Usuń: Umowa/ }).click();
    await expect(saved).toContainText('Zostanie usunięte po zapisaniu');
    await saved.getByRole('button', { name: 'Zapisz' }).click();
    await user.toasts.expectToast('Zapisano');
    await expect(user.form('Organizator')).toContainText('Brak umów.');

    await user.openTab('Audyt');
    await expect(page.getByRole('table', { name: 'Historia zmian użytkownika' })).toContainText('Umowa organizatora #');
  });

  test('creates a child account without an e-mail', async ({ adminPage: page, request, adminToken }) => {
    const suffix = uniqueName('c').replace(/_/g, '');
    const parent = await api(request, adminToken).createUser({ ...newPlayer(suffix), first_name: 'Renata' });
    const user = new UserPage(page);
    await user.goto(parent.id, 'dzieci');
    const form = user.form('Dodaj dziecko');
    await form.getByLabel('Imię').fill('Franek');
    await form.getByLabel('Nazwisko').fill('Maluch');
    await form.getByRole('button', { name: 'Dodaj dziecko' }).click();
    await user.toasts.expectToast('Dodano');
    const children = page.getByRole('table', { name: 'Konta dzieci' });
    await expect(children).toContainText('Franek Maluch');

    await children.getByRole('link', { name: 'Franek Maluch' }).click();
    await expect(user.heading).toHaveText('Franek Maluch');
    await expect(user.card('Rodzic')).toContainText(`Renata Testowa${suffix}`);
    await expect(user.card('Kontakt')).toContainText('—');
    await user.card('Rodzic').getByRole('link').click();
    await expect(user.heading).toHaveText(`Renata Testowa${suffix}`);
  });

  test('checks a benefit card: active, and a provider that is down', async ({ adminPage: page, request, adminToken }) => {
    const suffix = uniqueName('b').replace(/_/g, '');
    const created = await api(request, adminToken).createUser(newPlayer(suffix));
    const user = new UserPage(page);
    await user.goto(created.id, 'benefity');
    const card = user.form('Karta Benefit');
    await card.getByRole('button', { name: 'Sprawdź kartę' }).click();
    await expect(card.getByLabel('Numer karty')).toHaveAccessibleDescription('Pole Wymagane');

    await card.getByLabel('Numer karty').fill('4820001234');
    await card.getByLabel('Pierwsza linia karty').fill('EWELINA');
    await card.getByLabel('Druga linia karty').fill('TESTOWA');
    await card.getByRole('button', { name: 'Zapisz' }).click();
    await user.toasts.expectToast('Zapisano');
    await card.getByRole('button', { name: 'Sprawdź kartę' }).click();
    await user.toasts.expectToast('Sprawdzono kartę');
    await expect(card.getByRole('status')).toContainText('Karta aktywna');
    await expect(user.card('Karta Benefit')).toContainText('Aktywna');

    await card.getByLabel('Numer karty').fill('9990001234');
    await card.getByRole('button', { name: 'Sprawdź kartę' }).click();
    await user.toasts.expectToast(/^Nie udało się/);

    const fitprofit = user.form('FitProfit i Medicover');
    await fitprofit.getByLabel('Numer karty FitProfit').fill('7773000111');
    await fitprofit.getByRole('button', { name: 'Sprawdź kartę' }).click();
    await expect(fitprofit.getByRole('status')).toContainText('FS Dziecko');
  });

  test('logs a paired device out after a confirmation', async ({ adminPage: page, request, adminToken }) => {
    const suffix = uniqueName('d').replace(/_/g, '');
    const player = await api(request, adminToken).createUser(newPlayer(suffix));
    for (const name of ['iPhone 15 Pro', 'Samsung Galaxy S23']) await api(request, adminToken).pairDevice(player.id, name);
    const user = new UserPage(page);
    await user.goto(player.id, 'aplikacja');
    const devices = page.getByRole('table', { name: 'Połączone urządzenia' });
    await expect(devices.locator('tbody tr')).toHaveCount(2);
    await devices.getByRole('button', { name: 'Wyloguj iPhone 15 Pro' }).click();
    await expect(user.confirmDialog).toContainText('Na pewno chcesz wylogować to urządzenie?');
    await user.confirmDialog.getByRole('button', { name: 'Wyloguj' }).click();
    await user.toasts.expectToast('Urządzenie zostało wylogowane');
    await expect(devices.locator('tbody tr')).toHaveCount(1);
  });

  test('resets the limits to the defaults', async ({ adminPage: page, request, adminToken }) => {
    const suffix = uniqueName('l').replace(/_/g, '');
    const created = await api(request, adminToken).createUser(newPlayer(suffix));
    const user = new UserPage(page);
    await user.goto(created.id, 'limity');
    const limits = user.form('Limity');
    await limits.getByLabel('Liczba kont dzieci').fill('5');
    await limits.getByLabel('Liga: Maks. drużyn').fill('8');
    await limits.getByRole('button', { name: 'Zapisz' }).click();
    await user.toasts.expectToast('Zapisano');
    await page.reload();
    await expect(user.form('Limity').getByLabel('Liga: Maks. drużyn')).toHaveValue('8');
    await user.form('Limity').getByRole('button', { name: 'Przywróć domyślne' }).click();
    await user.confirmDialog.getByRole('button', { name: 'Tak' }).click();
    await user.toasts.expectToast('Przywrócono domyślne limity');
    await expect(user.form('Limity').getByLabel('Liga: Maks. drużyn')).toHaveValue('3');
    await expect(user.form('Limity').getByLabel('Liczba kont dzieci')).toHaveValue('3');
  });
});
