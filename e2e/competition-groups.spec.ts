import type { Page } from '@playwright/test';
import { groupMsg, msg } from '@sportdesk/contract';
import { uniqueName } from './support/admin';
import { adminCalls, seedActivity } from './support/activities';
import { signInToken } from './support/api';
import { expect, test } from './support/fixtures';
import { FormPage } from './pages/FormPage';
import { ListPage } from './pages/ListPage';

/** The group page's two tab cards and the team items. */
const card = (page: Page, name: 'Wydarzenia w grupie' | 'Szczegóły') => page.getByRole('region', { name });
const members = (page: Page) => card(page, 'Szczegóły').getByRole('table', { name: 'Osoby w Grupie' });
const memberRow = (page: Page, name: string) => members(page).getByRole('row').filter({ hasText: name });

test('competition groups: create, members and a pending request, two teams with line-ups, an activity in a team', async ({
  adminPage: page,
  adminToken,
  request,
}) => {
  test.setTimeout(180_000);
  const suffix = uniqueName('g').slice(2);
  const { post, get } = adminCalls(request, adminToken);
  const people = [];
  for (const first of ['Marek', 'Joanna', 'Paweł']) {
    const email = `${first.toLowerCase()}.${suffix}@example.pl`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace('ł', 'l');
    const user = await post('/api/v2/admin/users', {
      user: {
        identifier: `E2E-${first}-${suffix}`,
        first_name: first,
        last_name: `Grupowy${suffix}`,
        email,
        password: 'sekret1',
        password_confirmation: 'sekret1',
      },
    });
    people.push({ ...user, email, label: `${first} Grupowy${suffix}` });
  }
  const [marek, joanna, pawel] = people;

  // The list and the form: name and description required ('Pole Wymagane').
  const list = new ListPage(page, '/competition-groups');
  const form = new FormPage(page);
  const name = uniqueName('Grupa');
  await list.goto();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grupy');
  await list.addButton.click();
  await expect(page).toHaveURL(/\/competition-groups\/new$/);
  await expect(form.field('Maks. osób w grupie')).toHaveValue('20');
  await expect(form.field('Maks. drużyn')).toHaveValue('3');
  await form.save();
  await expect(form.field('Nazwa')).toHaveAccessibleDescription(msg.required);
  await expect(form.field('Opis')).toHaveAccessibleDescription(msg.required);
  await form.fill({ Nazwa: name, Opis: 'Piątkowe granie na orliku', Tagi: '#piłka#e2e' });
  await form.field('Otwarta').check();
  await form.save();
  await form.toasts.expectToast(msg.added);
  await expect(page).toHaveURL(/\/competition-groups\/\d+$/);
  const groupId = Number(page.url().split('/').pop());
  await expect(form.heading).toHaveText(name);
  await expect(page.getByText('0/20')).toBeVisible();

  // Members: the add button waits for a picked user; an admin's addition is an invitation.
  const details = card(page, 'Szczegóły');
  await details.getByRole('tab', { name: 'Osoby w Grupie' }).click();
  const addButton = details.getByRole('button', { name: 'Dodaj', exact: true });
  await expect(addButton).toBeDisabled();
  for (const person of [marek, joanna]) {
    await details.getByRole('combobox', { name: 'Dodaj osobę' }).fill(person.email);
    await page.getByRole('option', { name: new RegExp(person.label) }).click();
    await expect(addButton).toBeEnabled();
    await addButton.click();
    await form.toasts.expectToast(msg.added);
    await expect(memberRow(page, person.label)).toContainText(groupMsg.invitationSent);
  }
  // Marek accepts the invitation; Paweł asks to join (user-accepted only) and an admin accepts him.
  const marekToken = await signInToken(request, marek.email, 'sekret1');
  expect(
    (
      await request.post(`/api/v2/competition_groups/${groupId}/accept_invitation`, {
        headers: { Authorization: `Bearer ${marekToken}` },
      })
    ).ok(),
  ).toBeTruthy();
  const pawelToken = await signInToken(request, pawel.email, 'sekret1');
  expect(
    (
      await request.post(`/api/v2/competition_groups/${groupId}/join`, { headers: { Authorization: `Bearer ${pawelToken}` } })
    ).ok(),
  ).toBeTruthy();
  await page.reload();
  await details.getByRole('tab', { name: 'Osoby w Grupie' }).click();
  await expect(memberRow(page, marek.label)).toContainText(groupMsg.accepted);
  await memberRow(page, pawel.label).getByRole('button', { name: groupMsg.acceptInvitation }).click();
  await form.toasts.expectToast(msg.saved);
  await expect(memberRow(page, pawel.label)).toContainText(groupMsg.accepted);
  await memberRow(page, marek.label).getByRole('combobox').click();
  await page.getByRole('option', { name: 'Administrator' }).click();
  await form.toasts.expectToast(groupMsg.roleChanged);
  await expect(page.getByText('3/20')).toBeVisible();

  // Two teams (name required) and their line-ups from the group's people.
  await details.getByRole('tab', { name: 'Drużyny' }).click();
  for (const team of ['Orły', 'Sokoły']) {
    await details.getByRole('button', { name: 'Dodaj drużynę' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dodaj drużynę' });
    if (team === 'Orły') {
      await dialog.getByRole('button', { name: 'Zapisz' }).click();
      await expect(dialog.getByLabel('Nazwa drużyny')).toHaveAccessibleDescription(msg.required);
    }
    await dialog.getByLabel('Nazwa drużyny').fill(team);
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    await form.toasts.expectToast(msg.added);
    await expect(dialog).toBeHidden();
  }
  const lineUps: [string, typeof marek, string][] = [
    ['Orły', marek, 'Kapitan'],
    ['Orły', joanna, 'Gracz'],
    ['Sokoły', pawel, 'Kapitan'],
  ];
  for (const [team, person, role] of lineUps) {
    const item = details.getByRole('button', { name: new RegExp(`^${team}`) });
    if ((await item.getAttribute('aria-expanded')) !== 'true') await item.click();
    const panel = details.getByRole('region', { name: new RegExp(`^${team}`) });
    await panel.getByRole('combobox', { name: /^Osoba z grupy/ }).click();
    await page.getByRole('option', { name: person.label }).click();
    await panel.getByRole('combobox', { name: /^Rola/ }).click();
    await page.getByRole('option', { name: role, exact: true }).click();
    await panel.getByRole('button', { name: 'Dodaj do składu' }).click();
    await form.toasts.expectToast(msg.added);
    await expect(panel.getByRole('table', { name: `Skład drużyny ${team}` })).toContainText(person.label);
  }

  // An activity assigned to the group and to Orły in the activity form's Przypisania.
  const activityName = `Gierka ${suffix}`;
  const activityId = await seedActivity(request, adminToken, suffix, {
    competition_type: 'sparing',
    min_team_size: 1,
    max_team_size: 5,
  });
  const group = await get(`/api/v2/admin/competition_groups/${groupId}`);
  const orly = group.teams.find((t: { name: string }) => t.name === 'Orły');
  await page.goto(`/activities/${activityId}/edit`);
  await page.getByRole('combobox', { name: 'Grupy', exact: true }).fill(name.slice(0, 12));
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await page.getByRole('combobox', { name: 'Drużyny', exact: true }).click();
  await page.getByRole('option', { name: new RegExp(`^Orły · ${name}`) }).click();
  await form.save();
  await page.getByRole('dialog', { name: 'Potwierdzenie' }).getByRole('button', { name: 'Tak' }).click();
  await form.toasts.expectToast(msg.saved);
  const saved = await get(`/api/v2/admin/activities/${activityId}`);
  expect(saved.competition_group_ids).toEqual([groupId]);
  expect(saved.competition_team_ids).toEqual([orly.id]);

  // Seen in the group's Zajęcia and in Orły's Zajęcia, not in Sokoły's.
  await page.goto(`/competition-groups/${groupId}`);
  await expect(card(page, 'Wydarzenia w grupie').getByRole('table', { name: 'Zajęcia w grupie' })).toContainText(activityName);
  for (const [team, present] of [
    ['Orły', true],
    ['Sokoły', false],
  ] as const) {
    await details.getByRole('button', { name: new RegExp(`^${team}`) }).click();
    const panel = details.getByRole('region', { name: new RegExp(`^${team}`) });
    await panel.getByRole('tab', { name: 'Zajęcia' }).click();
    const table = panel.getByRole('table', { name: `Zajęcia drużyny ${team}` });
    if (present) await expect(table).toContainText(activityName);
    else await expect(table).toContainText('Drużyna nie ma przypisanych zajęć.');
  }

  // Deleting Orły (after a confirmation) takes it off the group and off the activity.
  await details.getByRole('button', { name: 'Usuń drużynę Orły' }).click();
  const confirm = page.getByRole('dialog', { name: 'Potwierdzenie' });
  await expect(confirm).toContainText('Na pewno chcesz usunąć drużynę Orły?');
  await confirm.getByRole('button', { name: 'Tak' }).click();
  await form.toasts.expectToast(msg.deleted);
  await expect(details.getByRole('button', { name: /^Orły/ })).toHaveCount(0);
  await expect(details.getByRole('button', { name: /^Sokoły/ })).toBeVisible();
  expect((await get(`/api/v2/admin/activities/${activityId}`)).competition_team_ids).toEqual([]);
});

test('competition groups: delete from the list with a confirmation', async ({ adminPage: page, adminToken, request }) => {
  const { post } = adminCalls(request, adminToken);
  const name = uniqueName('Do usunięcia');
  await post('/api/v2/admin/competition_groups', { competition_group: { name, description: 'Opis' } });
  const list = new ListPage(page, '/competition-groups');
  await list.goto();
  await list.applyFilters({ Nazwa: name });
  await expect(list.rows).toHaveCount(1);
  await page.getByRole('button', { name: `Usuń ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Potwierdzenie' });
  await expect(dialog).toContainText(msg.confirmDelete);
  await dialog.getByRole('button', { name: 'Tak' }).click();
  await new FormPage(page).toasts.expectToast(msg.deleted);
  await expect(list.table).toContainText(msg.noResults);
});

test('competition groups: the group page lists the members show carries, with role and invitation state', async ({
  adminPage: page,
  adminToken,
  request,
}) => {
  const suffix = uniqueName('m').slice(2);
  const { post } = adminCalls(request, adminToken);
  const group = await post('/api/v2/admin/competition_groups', {
    competition_group: { name: uniqueName('Grupa osób'), description: 'Opis', open: true },
  });
  const people = [];
  for (const first of ['Ewa', 'Olek']) {
    const email = `${first.toLowerCase()}.${suffix}@example.pl`;
    const user = await post('/api/v2/admin/users', {
      user: {
        identifier: `E2E-${first}-${suffix}`,
        first_name: first,
        last_name: `Członek${suffix}`,
        email,
        password: 'sekret1',
        password_confirmation: 'sekret1',
      },
    });
    people.push({ ...user, email, label: `${first} Członek${suffix}` });
  }
  const [ewa, olek] = people;
  // Ewa: invited as the group's admin; Olek asks to join (a request waiting for an admin).
  await post(`/api/v2/admin/competition_groups/${group.id}/players`, { competition_groups_users: { user_id: ewa.id, role: 1 } });
  const olekToken = await signInToken(request, olek.email, 'sekret1');
  const joined = await request.post(`/api/v2/competition_groups/${group.id}/join`, {
    headers: { Authorization: `Bearer ${olekToken}` },
  });
  expect(joined.ok(), await joined.text()).toBeTruthy();

  await page.setViewportSize({ width: 1440, height: 900 });
  const playersCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`/competition_groups/${group.id}/players`)) playersCalls.push(r.url());
  });
  await page.goto(`/competition-groups/${group.id}`);
  await expect(page.getByText('2/20')).toBeVisible();
  await card(page, 'Szczegóły').getByRole('tab', { name: 'Osoby w Grupie' }).click();
  await expect(members(page).getByRole('row')).toHaveCount(3);
  await expect(memberRow(page, ewa.label).getByRole('combobox')).toHaveText('Administrator');
  await expect(memberRow(page, ewa.label)).toContainText(groupMsg.invitationSent);
  await expect(memberRow(page, olek.label).getByRole('combobox')).toHaveText('Gracz');
  await expect(memberRow(page, olek.label).getByRole('button', { name: groupMsg.acceptInvitation })).toBeVisible();
  // The first page came with the group (show); the paged call is for search and further pages.
  expect(playersCalls).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  if (process.env.SHOT_DIR) {
    await members(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${process.env.SHOT_DIR}/group-members.png` });
  }

  await card(page, 'Szczegóły').getByRole('textbox', { name: 'Szukaj osoby' }).fill('Olek');
  await expect(members(page).getByRole('row')).toHaveCount(2);
  await expect(memberRow(page, olek.label)).toBeVisible();
  expect(playersCalls.length).toBeGreaterThan(0);
});
