/** The competition-groups feature's public entry: what other features may import (docs/architecture.md "Web features"). */
export { GroupForm, groupFormValues } from './GroupForm';
export { MembersTab } from './MembersTab';
export { TeamDialog } from './TeamDialog';
export { ActivityTeamSelect, GroupsPicker, TeamsPicker, useActivityTeams } from './pickers';
export {
  useAddTeamMember,
  useDeleteTeam,
  useGroup,
  useGroupMembers,
  useRemoveTeamMember,
  useTeamMemberRole,
  useUpdateGroup,
} from './queries';
export { groupListUrl, groupUrl } from './urls';
