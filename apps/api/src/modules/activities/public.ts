/** The activities module's public entry: what other modules may import (docs/architecture.md "API modules"). */
export { errorOf } from './jobs';
export { listConditions, pastSql, sharedActivityFields, toHmm } from './queries';
export { assertReferences, normalise, toColumns } from './rules';
export { auditFields } from './service';
export {
  sharedJoinedColumns,
  sharedListConditions,
  sharedOrderColumns,
  sharedRowFields,
  type SharedRowJoins,
} from './shared-list';
