import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:3206';
const login = await fetch(`${base}/users/sign_in.json`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ user: { email: 'admin@sportdesk.pl', password: 'Admin123!' } }) });
const token = login.headers.get('authorization');
const me = (await login.json()).data;
const api = async (method, path, body) => {
  const r = await fetch(`${base}/api/v2${path}`, { method, headers: { authorization: token, 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
  return (await r.json());
};
let groupId = Number(process.env.GROUP ?? 0);
if (!groupId) {
  const g = await api('POST', '/admin/competition_groups', { competition_group: { name: 'Piątkowa piłka na Mokotowie', description: 'Amatorska liga piłki nożnej, gramy w piątki o 19:00 na Orliku.', custom_tags: '#piłka#mokotów#amatorzy', notes: 'Kontakt z kapitanami przez SMS.', open: true } });
  groupId = g.data.id;
  const users = (await api('GET', '/admin/users?limit=12&order=id&order_dir=asc')).data.rows.filter((u) => u.id !== me.user?.id);
  for (const u of users.slice(0, 8)) await api('POST', `/admin/competition_groups/${groupId}/players`, { competition_groups_users: { user_id: u.id, role: 0 } });
  const t1 = (await api('POST', `/admin/competition_groups/${groupId}/teams`, { competition_teams: { name: 'Orły', gender: 'unisex' } })).data;
  await api('POST', `/admin/competition_groups/${groupId}/teams`, { competition_teams: { name: 'Sokoły', gender: 'unisex' } });
  for (const [i, u] of users.slice(0, 3).entries()) console.log(JSON.stringify(await api('POST', `/admin/competition_groups/${groupId}/teams/${t1.id}/players`, { competition_teams_users: { user_id: u.id, role: i === 0 ? 'capitan' : 'player' } })).slice(0, 200));
}
console.log('group', groupId);
let activityId = process.env.ACTIVITY;
if (!activityId) {
  const sparing = (await api('GET', '/admin/activities?with_competition_type=sparing&limit=1')).data.rows[0];
  activityId = sparing.id;
  const shown = (await api('GET', `/admin/activities/${activityId}`)).data;
  const group = (await api('GET', `/admin/competition_groups/${groupId}`)).data;
  const r = await api('PATCH', `/admin/activities/${activityId}`, { activity: { ...shown, competition_group_ids: [groupId], competition_team_ids: group.teams.map((t) => t.id) } });
  console.log('patch', r.ok, JSON.stringify(r.error ?? {}).slice(0, 300));
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await page.goto(`${base}/auth`);
await page.getByLabel(/e-mail/i).fill('admin@sportdesk.pl');
await page.getByLabel(/hasło/i).fill('Admin123!');
await page.getByRole('button', { name: /zaloguj/i }).click();
await page.waitForURL(/dashboard/);
const shot = async (name) => {
  await page.waitForTimeout(800);
  const sw = await page.evaluate(() => document.documentElement.scrollWidth);
  console.log(name, 'scrollWidth', sw);
  await page.screenshot({ path: `/tmp/groups-shots/${name}.png`, fullPage: true });
};
for (const step of (process.env.STEPS ?? 'list,new,page,members,teams,edit').split(',')) {
  if (step === 'list') { await page.goto(`${base}/competition-groups`); await shot('list'); }
  if (step === 'new') { await page.goto(`${base}/competition-groups/new`); await shot('new'); }
  if (step === 'page') { await page.goto(`${base}/competition-groups/${groupId}`); await shot('page'); }
  if (step === 'members') { await page.goto(`${base}/competition-groups/${groupId}`); await page.getByRole('tab', { name: 'Osoby w Grupie' }).click(); await shot('members'); }
  if (step === 'teams') { await page.goto(`${base}/competition-groups/${groupId}`); await page.getByRole('button', { name: /Orły/ }).click(); await shot('teams'); }
  if (step === 'edit') { await page.goto(`${base}/competition-groups/${groupId}`); await page.getByRole('tab', { name: 'Edytuj Grupę' }).click(); await shot('edit'); }
  if (step === 'activity') { await page.goto(`${base}/activities/${activityId}/edit`); await page.getByText('Przypisania').scrollIntoViewIfNeeded(); await page.getByRole('combobox', { name: 'Drużyny', exact: true }).click(); await shot('activity-form'); }
  if (step === 'summary') { await page.goto(`${base}/activities/${activityId}`); await shot('activity-summary'); }
}
await browser.close();
