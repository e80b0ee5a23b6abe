/** The users module's public entry: what other modules may import (docs/architecture.md "API modules"). */
export { applyLimits, limitsOf, resetLimits } from './limits';
export { childrenOf, findLiveUser, genderOf, personLabel, personRef, playerRef } from './people';
export { assertSelfOrAdmin, findUserById, insertUser, type NewUser, roleNamesOf, updateUser, type UserRow } from './service';
export { mayRegister, registrableIds, type Registrant } from './registrars';
