import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  competitionGroupBody,
  competitionGroupListQuery,
  competitionGroupPatchBody,
  competitionTeamBody,
  competitionTeamPatchBody,
  groupPlayerBody,
  groupPlayerParams,
  groupPlayerRoleBody,
  groupPlayersQuery,
  idParam,
  teamParams,
  teamPickerQuery,
  teamPlayerBody,
  teamPlayerParams,
  teamPlayerRoleBody,
  type RoleName,
} from '@sportdesk/contract';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { principalOf, requireAnyRole, requireRole, requireUser } from '../../lib/session';
import { findGroupRow, listGroups, listMembers, pickTeams, showGroup, teamMembersOf } from './queries';
import {
  acceptInvitation,
  addMember,
  addTeamMember,
  adminAcceptInvitation,
  createGroup,
  createTeam,
  deleteGroup,
  deleteTeam,
  removeMember,
  removeTeamMember,
  requestToJoin,
  updateGroup,
  updateMemberRole,
  updateTeam,
  updateTeamMemberRole,
} from './service';

/** Screens that pick groups or teams (activity form, participants, user filters) may read the group list and the team picker. */
const PICKER_ROLES: readonly RoleName[] = ['admin_role_competition_groups', 'admin_role_activities', 'admin_role_users'];

/** `admin/competition_groups` with members and teams nested (docs/spec/part-1.md §7), the team picker, and the player's
 * two calls. */
export const competitionGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { onRequest: requireRole('admin_role_competition_groups') };
  const readGuard = { onRequest: requireAnyRole(PICKER_ROLES) };
  const tags = ['competition_groups'];
  const base = '/admin/competition_groups';
  const actor = (request: Parameters<typeof principalOf>[0]) => principalOf(request).userId;

  app.get(base, { ...readGuard, schema: { tags, querystring: competitionGroupListQuery } }, async (request) =>
    ok(await listGroups(app.deps.db, request.query)),
  );
  app.get(`${base}/:id`, { ...readGuard, schema: { tags, params: idParam } }, async (request) => {
    const group = await showGroup(app.deps.db, request.params.id);
    if (!group) throw notFound();
    return ok(group);
  });
  app.post(base, { ...guard, schema: { tags, body: competitionGroupBody } }, async (request, reply) => {
    reply.status(201);
    return ok(await createGroup(app.deps.db, request.body.competition_group, actor(request), app.deps.config.publicUrl));
  });
  app.patch(`${base}/:id`, { ...guard, schema: { tags, params: idParam, body: competitionGroupPatchBody } }, async (request) =>
    ok(await updateGroup(app.deps.db, request.params.id, request.body.competition_group, actor(request))),
  );
  app.delete(`${base}/:id`, { ...guard, schema: { tags, params: idParam } }, async (request) =>
    ok(await deleteGroup(app.deps.db, request.params.id, actor(request))),
  );

  app.get(
    `${base}/:id/players`,
    { ...guard, schema: { tags, params: idParam, querystring: groupPlayersQuery } },
    async (request) => {
      if (!(await findGroupRow(app.deps.db, request.params.id))) throw notFound();
      return ok(await listMembers(app.deps.db, request.params.id, request.query));
    },
  );
  app.post(
    `${base}/:id/players`,
    { ...guard, schema: { tags, params: idParam, body: groupPlayerBody } },
    async (request, reply) => {
      reply.status(201);
      return ok(await addMember(app.deps.db, request.params.id, request.body.competition_groups_users, actor(request)));
    },
  );
  app.patch(
    `${base}/:id/players/:memberId`,
    { ...guard, schema: { tags, params: groupPlayerParams, body: groupPlayerRoleBody } },
    async (request) =>
      ok(
        await updateMemberRole(
          app.deps.db,
          request.params.id,
          request.params.memberId,
          request.body.competition_groups_users.role,
          actor(request),
        ),
      ),
  );
  app.delete(`${base}/:id/players/:memberId`, { ...guard, schema: { tags, params: groupPlayerParams } }, async (request) =>
    ok(await removeMember(app.deps.db, request.params.id, request.params.memberId, actor(request))),
  );
  app.post(
    `${base}/:id/players/:memberId/admin_accept_invitation`,
    { ...guard, schema: { tags, params: groupPlayerParams } },
    async (request) => ok(await adminAcceptInvitation(app.deps.db, request.params.id, request.params.memberId, actor(request))),
  );

  app.post(
    `${base}/:id/teams`,
    { ...guard, schema: { tags, params: idParam, body: competitionTeamBody } },
    async (request, reply) => {
      reply.status(201);
      return ok(await createTeam(app.deps.db, request.params.id, request.body.competition_teams, actor(request)));
    },
  );
  app.patch(
    `${base}/:id/teams/:teamId`,
    { ...guard, schema: { tags, params: teamParams, body: competitionTeamPatchBody } },
    async (request) =>
      ok(await updateTeam(app.deps.db, request.params.id, request.params.teamId, request.body.competition_teams, actor(request))),
  );
  app.delete(`${base}/:id/teams/:teamId`, { ...guard, schema: { tags, params: teamParams } }, async (request) =>
    ok(await deleteTeam(app.deps.db, request.params.id, request.params.teamId, actor(request))),
  );
  app.get(`${base}/:id/teams/:teamId/players`, { ...guard, schema: { tags, params: teamParams } }, async (request) => {
    const rows = (await teamMembersOf(app.deps.db, { teamId: request.params.teamId })).filter(
      (m) => m.competition_group_id === request.params.id,
    );
    return ok({ rows, total: rows.length });
  });
  app.post(
    `${base}/:id/teams/:teamId/players`,
    { ...guard, schema: { tags, params: teamParams, body: teamPlayerBody } },
    async (request, reply) => {
      reply.status(201);
      const { id, teamId } = request.params;
      return ok(await addTeamMember(app.deps.db, id, teamId, request.body.competition_teams_users, actor(request)));
    },
  );
  app.patch(
    `${base}/:id/teams/:teamId/players/:memberId`,
    { ...guard, schema: { tags, params: teamPlayerParams, body: teamPlayerRoleBody } },
    async (request) => {
      const { id, teamId, memberId } = request.params;
      return ok(
        await updateTeamMemberRole(app.deps.db, id, teamId, memberId, request.body.competition_teams_users.role, actor(request)),
      );
    },
  );
  app.delete(
    `${base}/:id/teams/:teamId/players/:memberId`,
    { ...guard, schema: { tags, params: teamPlayerParams } },
    async (request) => {
      const { id, teamId, memberId } = request.params;
      return ok(await removeTeamMember(app.deps.db, id, teamId, memberId, actor(request)));
    },
  );

  /** The team picker `index_all` (docs/spec/part-2.md §7). */
  app.get(
    '/admin/competition_teams/index_all',
    { ...readGuard, schema: { tags, querystring: teamPickerQuery } },
    async (request) => {
      const rows = await pickTeams(app.deps.db, request.query);
      return ok({ rows, total: rows.length });
    },
  );

  /** Player calls: ask to join a group (user-accepted) and accept an admin's invitation. */
  app.post('/competition_groups/:id/join', { onRequest: requireUser, schema: { tags, params: idParam } }, async (request) =>
    ok(await requestToJoin(app.deps.db, request.params.id, actor(request))),
  );
  app.post(
    '/competition_groups/:id/accept_invitation',
    { onRequest: requireUser, schema: { tags, params: idParam } },
    async (request) => ok(await acceptInvitation(app.deps.db, request.params.id, actor(request))),
  );
};
