/** Enrolment on an activity: who may be on its list, and the one way on and off it (docs/architecture.md "Modules"). */
export {
  accountComplete,
  accountIncompleteReason,
  activityStarted,
  ageOn,
  eligibilityIssue,
  freeSpots,
  hasStarted,
  inAttendanceWindow,
  missingAccountFields,
  playerIssues,
  checksLevel,
  spotsMessage,
  type Issue,
} from './rules';
export {
  activityLabel,
  bumpCounts,
  clearReserveList,
  enrol,
  playerLabel,
  releaseTransactionPlaces,
  withdraw,
  type Enrolment,
  type ParticipantRecord,
  type Withdrawal,
} from './enrol';
export { findActivityWithStart, lockActivity, lockUsersInIdOrder, waitingPlayerIds, type ActivityRecord } from './queries';
