import { Readable } from 'node:stream';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import {
  activityInput,
  benefitEntryInput,
  benefitEntryUpdateInput,
  competitionGroupInput,
  competitionTeamInput,
  groupPlayerInput,
  teamPlayerInput,
  warsawToday,
} from '@sportdesk/contract';
import {
  activities,
  activityParticipants,
  benefitEntries,
  localizations,
  locationObjects,
  terminalLogins,
  users,
} from '../db/schema/index';
import type { AppDeps } from '../lib/deps';
import { plusDays } from './activities';
import { newPrivateFileKey } from '../lib/storage';
import { cancelActivity, insertActivity } from '../modules/activities/service';
import { walletOperation } from '../modules/money/public';
import { createBenefitEntry, updateBenefitEntry } from '../modules/benefit-entries/service';
import { BENEFIT_JOBS } from '../modules/benefit-entries/jobs';
import { AuthService } from '../modules/auth/service';
import {
  acceptInvitation,
  addMember,
  addTeamMember,
  createGroup,
  createTeam,
  requestToJoin,
} from '../modules/competition-groups/service';
import { enrol, lockActivity } from '../modules/enrolment/public';
import { addParticipant, updateParticipant } from '../modules/participants/service';
import { setListFlag } from '../modules/participants/summary';
import { reportJobName } from '../modules/reports/jobs';
import { createLineUp } from '../modules/team-line-ups/service';

type Person = typeof users.$inferSelect;

/**
 * The club's life on a first start, so every back-office list has something real to show (docs/decisions.md
 * "Demo data"): competition groups with teams, members in each invitation state and a sparing with line-ups;
 * the last weeks' activities with their lists and attendance taken; a month of Benefit entries imported from the
 * provider's file (matched and unassigned, some confirmed) and a file that failed; finished reports with their
 * files. Everything goes through the services the API uses; jobs run here and now (`jobs.runNow`).
 */
export async function seedClubLife(deps: AppDeps, adminId: number) {
  const people = await deps.db.select().from(users).where(eq(users.active, true)).orderBy(asc(users.id));
  const players = people.filter((p) => p.id !== adminId && p.email && !p.parentId);
  await seedGroups(deps, adminId, players);
  await seedAttendance(deps, adminId, players);
  await seedBenefitImports(deps, adminId);
  await seedCardEntries(deps, adminId, players);
  await seedReports(deps, adminId);
  await seedNewRegistration(deps);
  await seedCancelledActivity(deps, adminId, players);
}

/** The demo's first venue object (with its venue) and the first activity's sport: where the club-life rows happen. */
async function firstPlaceAndSport(db: AppDeps['db']) {
  const [place] = await db
    .select({ id: locationObjects.localizationId, objectId: locationObjects.id })
    .from(locationObjects)
    .orderBy(asc(locationObjects.id))
    .limit(1);
  const [sport] = await db.select({ sportId: activities.sportId }).from(activities).orderBy(asc(activities.id)).limit(1);
  return { place, sport };
}

/**
 * A coming activity the staff cancelled (docs/decisions.md "Cancelling an activity, messaging its participants"):
 * three players charged from their main accounts, one added free and one on the reserve list; the cancellation
 * refunds the three (linked `refund` transactions), clears the reserve list and logs the notices it sent.
 */
async function seedCancelledActivity(deps: AppDeps, adminId: number, players: Person[]) {
  const { db } = deps;
  const { place, sport } = await firstPlaceAndSport(db);
  if (!place || !sport) return;
  const activity = await db.transaction((tx) =>
    insertActivity(
      tx,
      activityInput.parse({
        name: 'Siatkówka — turniej sobotni',
        sport_id: sport.sportId,
        localization_id: place.id,
        location_object_id: place.objectId,
        date: plusDays(warsawToday(), 3),
        start_at: '10:00',
        stop_at: '13:00',
        publish_date: warsawToday(),
        price: 35,
        max_players: 4,
        min_players: 4,
        reserve_list: true,
        pay_by_prepaid: true,
        pay_by_cash: true,
      }),
      { actorId: adminId, comment: 'Dane demonstracyjne' },
    ),
  );
  let charged = 0;
  let onList = 0;
  let waiting = 0;
  for (const p of players) {
    if (waiting > 0) break;
    const costs = charged < 3;
    try {
      if (costs) await walletOperation(db, p.id, 'balance', 'add', { value: 35, comment: 'Dane demonstracyjne' }, adminId);
      const added = await addParticipant(deps, activity.id, { user_id: p.id, costs }, adminId);
      if (added.reserve) waiting++;
      else {
        onList++;
        if (costs) charged++;
      }
    } catch {
      // Not eligible (gender, level, age, account): the next player.
    }
  }
  if (onList) await cancelActivity(deps, activity.id, 'Hala zamknięta z powodu awarii ogrzewania', adminId);
}

/**
 * A player who registered and has not confirmed the e-mail yet, through the registration the portal uses: the
 * confirmation e-mail waits in the development outbox (only when that outbox is on — never a real send).
 */
async function seedNewRegistration(deps: AppDeps) {
  if (!deps.config.devOutbox) return;
  await new AuthService(deps).register({
    email: 'ewa.nowicka@example.pl',
    first_name: 'Ewa',
    last_name: 'Nowicka',
    password: 'Haslo123!',
    how_know_about_us: 'Od znajomych',
  });
}

async function seedGroups(deps: AppDeps, adminId: number, players: Person[]) {
  const { db } = deps;
  const league = await createGroup(
    db,
    competitionGroupInput.parse({
      name: 'Liga Siatkówki Mokotów',
      description: 'Sezonowa liga amatorska: mecze w środy wieczorem, drużyny 6-osobowe, tabela po każdej kolejce.',
      custom_tags: 'liga#siatkówka',
      max_group_size: 30,
      max_teams: 4,
      max_players_per_team: 8,
      competition_group_type: 'league',
      open: true,
    }),
    adminId,
    deps.config.publicUrl,
  );
  const firms = await createGroup(
    db,
    competitionGroupInput.parse({
      name: 'Drużyny firmowe',
      description: 'Sparingi drużyn pracowniczych — zapisy przez zaproszenie kapitana.',
      competition_group_type: 'b2b',
      hidden: true,
    }),
    adminId,
    deps.config.publicUrl,
  );
  // Members in each state: accepted, invited (waiting for the player), asking to join (waiting for the admin).
  const [captain, second, third, fourth, invited, asking] = players;
  const accepted = [captain, second, third, fourth].filter(Boolean);
  for (const [i, p] of accepted.entries()) {
    await addMember(db, league.id, groupPlayerInput.parse({ user_id: p.id, role: i === 0 ? 'admin' : 'player' }), adminId);
    await acceptInvitation(db, league.id, p.id);
  }
  if (invited) await addMember(db, league.id, groupPlayerInput.parse({ user_id: invited.id }), adminId);
  if (asking) await requestToJoin(db, league.id, asking.id);
  if (captain) await addMember(db, firms.id, groupPlayerInput.parse({ user_id: captain.id }), adminId);

  const eagles = await createTeam(db, league.id, competitionTeamInput.parse({ name: 'Orły' }), adminId);
  const falcons = await createTeam(db, league.id, competitionTeamInput.parse({ name: 'Sokoły' }), adminId);
  const teamOf = (i: number) => (i % 2 === 0 ? eagles : falcons);
  for (const [i, p] of accepted.entries())
    await addTeamMember(
      db,
      league.id,
      teamOf(i).id,
      teamPlayerInput.parse({ user_id: p.id, role: i < 2 ? 'capitan' : 'player' }),
      adminId,
    );

  // The next round: a sparing of the two teams with its line-ups.
  const { place, sport } = await firstPlaceAndSport(db);
  if (!place || !sport) return;
  const date = plusDays(warsawToday(), 5);
  const sparing = await db.transaction((tx) =>
    insertActivity(
      tx,
      activityInput.parse({
        name: 'Liga Mokotów: Orły – Sokoły',
        sport_id: sport.sportId,
        localization_id: place.id,
        location_object_id: place.objectId,
        date,
        start_at: '19:00',
        stop_at: '21:00',
        publish_date: warsawToday(),
        price: 0,
        max_players: 16,
        min_players: 8,
        competition_type: 'sparing',
        competition_group_ids: [league.id],
        competition_team_ids: [eagles.id, falcons.id],
        pay_by_cash: true,
      }),
      { actorId: adminId, comment: 'Dane demonstracyjne' },
    ),
  );
  for (const [i, p] of accepted.entries()) {
    const team = teamOf(i);
    await addParticipant(deps, sparing.id, { user_id: p.id, costs: false, competition_team_id: team.id }, adminId);
    await createLineUp(db, sparing.id, { player_id: p.id, competition_team_id: team.id }, adminId);
  }
}

/** Benefit cards of the demo players, and the terminal logins of the coordinators (users.ts). */
interface Attended {
  activityId: number;
  date: string;
  startAt: string;
  cardNo: string;
  organizerLogin: string;
  sn: string | null;
}
const attendedWithCard: Attended[] = [];

/**
 * The last three weeks' Benefit activities of an organiser with a terminal login: four players on each list
 * (card holders paying with Benefit), attendance taken (one absent), card checked for Benefit entries.
 */
async function seedAttendance(deps: AppDeps, adminId: number, players: Person[]) {
  const { db } = deps;
  const today = warsawToday();
  const logins = await db.select().from(terminalLogins).orderBy(asc(terminalLogins.id));
  const loginOf = new Map(logins.filter((l) => l.userId).map((l) => [l.userId!, l.login]));
  const past = await db
    .select({ activity: activities, organizerId: activities.creatorId, sn: localizations.benefitTerminalSn })
    .from(activities)
    .innerJoin(localizations, eq(localizations.id, activities.localizationId))
    .where(
      and(
        gte(activities.date, plusDays(today, -21)),
        lte(activities.date, plusDays(today, -1)),
        eq(activities.canceled, false),
        eq(activities.gender, 'unisex'),
        eq(activities.verifyLv, false),
        eq(activities.payByBenefit, true),
        inArray(activities.creatorId, [...loginOf.keys()]),
      ),
    )
    .orderBy(asc(activities.date), asc(activities.id))
    .limit(8);
  const cardHolders = players.filter((p) => p.benefitId);
  const others = players.filter((p) => !p.benefitId && p.gender);
  for (const [n, { activity, organizerId, sn }] of past.entries()) {
    const list = [...cardHolders, ...others.slice(n % 3, (n % 3) + 4 - cardHolders.length)].slice(0, 4);
    const entries = await db.transaction(async (tx) => {
      let current = (await lockActivity(tx, activity.id)).activity;
      const made = [];
      for (const p of list) {
        const benefit = Boolean(p.benefitId) && activity.payByBenefit;
        const { entry, activity: after } = await enrol(tx, {
          activity: current,
          player: p,
          reserve: false,
          paymentMethod: benefit ? 'benefit' : 'cash',
          costs: false,
          price: 0,
          transactionId: null,
          actorId: adminId,
        });
        current = after;
        made.push({ entry, benefit, player: p });
      }
      return made;
    });
    for (const [i, { entry, benefit, player }] of entries.entries()) {
      await updateParticipant(deps, activity.id, entry.id, { presence_check: i !== 3, card_check: benefit && i !== 3 }, adminId);
      if (benefit && i !== 3)
        attendedWithCard.push({
          activityId: activity.id,
          date: activity.date,
          startAt: activity.startAt.slice(0, 5),
          cardNo: player.benefitId!,
          organizerLogin: loginOf.get(organizerId!)!,
          sn,
        });
    }
    // Attendance taken: the staff checked the list, so the absent player counts a no-show.
    await setListFlag(db, activity.id, 'list_checked', true, adminId);
  }
}

const HEADER = 'uuid,facility_id,facility_name,sn,terminal_type,date_played,player_card_no,organizer_login';
const uuidOf = (n: number) => `5d0c7a62-0000-4000-8000-${String(n).padStart(12, '0')}`;

async function runImport(deps: AppDeps, adminId: number, fileName: string, text: string) {
  const key = newPrivateFileKey('imports');
  await deps.storage.putStream(key, ReadableFrom(text), 'text/csv');
  return deps.jobs.runNow(
    BENEFIT_JOBS.import,
    { file_key: key, file_name: fileName },
    { userId: adminId, params: { file_name: fileName } },
  );
}
const ReadableFrom = (text: string) => Readable.from([Buffer.from(text, 'utf8')]);

/**
 * The provider's file for the last weeks: a line for each Benefit entry at the terminal (matched to the list by
 * card, organiser and date), two cards the club does not know (unassigned); half of the matched confirmed.
 * And a file with a wrong header, which fails with its reason.
 */
async function seedBenefitImports(deps: AppDeps, adminId: number) {
  const lines = attendedWithCard.map(
    (a, i) =>
      `${uuidOf(i + 1)},${100 + (a.activityId % 7)},Hala sportowa,${a.sn ?? 'BNF-WAW-0001'},terminal,${a.date} ${a.startAt},${a.cardNo},${a.organizerLogin}`,
  );
  const day = plusDays(warsawToday(), -4);
  lines.push(`${uuidOf(901)},101,Hala sportowa,BNF-WAW-0001,terminal,${day} 18:05,9900112233,terminal.koszyki`);
  lines.push(`${uuidOf(902)},102,Orlik,BNF-KRK-0107,mobile,${day} 19:40,9900445566,terminal.wroclaw`);
  await runImport(deps, adminId, 'benefit-wejscia.csv', [HEADER, ...lines].join('\n') + '\n');
  const matched = await deps.db
    .select({ id: benefitEntries.id })
    .from(benefitEntries)
    .where(
      and(
        inArray(
          benefitEntries.uuid,
          attendedWithCard.map((_, i) => uuidOf(i + 1)),
        ),
      ),
    )
    .orderBy(asc(benefitEntries.id));
  for (const [i, e] of matched.entries())
    if (i % 2 === 0) await updateBenefitEntry(deps.db, adminId, e.id, benefitEntryUpdateInput.parse({ confirmed: true }));
  await runImport(deps, adminId, 'benefit-zly-naglowek.csv', 'id;karta;data\n1;4821906735;2026-01-01\n');
}

/**
 * FitProfit and Medicover card entries of the last weeks, for the card settlement (docs/decisions.md "Card
 * settlement"): the FitProfit card holders (one with Medicover on) join three past activities paying with the card;
 * each visit gets a confirmed system entry, except the FitProfit holder's last one (a participation without entry).
 */
async function seedCardEntries(deps: AppDeps, adminId: number, players: Person[]) {
  const { db } = deps;
  const today = warsawToday();
  const holders = players.filter((p) => p.fitprofitId);
  if (!holders.length) return;
  const taken = await db
    .select({ activityId: activityParticipants.activityId })
    .from(activityParticipants)
    .where(
      inArray(
        activityParticipants.userId,
        holders.map((p) => p.id),
      ),
    );
  const busy = new Set(taken.map((t) => t.activityId));
  const past = (
    await db
      .select()
      .from(activities)
      .where(
        and(
          gte(activities.date, plusDays(today, -21)),
          lte(activities.date, plusDays(today, -1)),
          eq(activities.canceled, false),
          eq(activities.gender, 'unisex'),
          eq(activities.verifyLv, false),
        ),
      )
      .orderBy(asc(activities.date), asc(activities.id))
  )
    .filter((a) => !busy.has(a.id) && a.maxPlayers - a.reservedSpots >= holders.length + 4)
    .slice(-3);
  for (const [n, activity] of past.entries()) {
    await db.transaction(async (tx) => {
      let current = (await lockActivity(tx, activity.id)).activity;
      for (const player of holders) {
        current = (
          await enrol(tx, {
            activity: current,
            player,
            reserve: false,
            paymentMethod: 'fitprofit',
            costs: false,
            price: 0,
            transactionId: null,
            actorId: adminId,
          })
        ).activity;
      }
    });
    for (const player of holders) {
      if (!player.medicoverActive && n === past.length - 1) continue;
      await createBenefitEntry(
        db,
        adminId,
        benefitEntryInput.parse({
          activity_id: activity.id,
          user_id: player.id,
          date_played: activity.date,
          report_type: 'system',
          confirmed: true,
          notes: player.medicoverActive ? 'Wejście Medicover (FitProfit)' : 'Wejście FitProfit',
        }),
      );
    }
  }
}

/** Finished reports of the last month, each with its CSV to download. */
async function seedReports(deps: AppDeps, adminId: number) {
  const today = warsawToday();
  const period = { date_from: plusDays(today, -30), date_to: today };
  for (const jobClass of [
    'Reports::Core3ReportService',
    'Reports::ActivitiesSummaryReportService',
    'Reports::BenefitEntriesReportService',
    'Reports::PromoCodeReportService',
  ])
    await deps.jobs.runNow(reportJobName(jobClass), period, { userId: adminId });
}
