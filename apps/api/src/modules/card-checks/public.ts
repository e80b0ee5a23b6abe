/** The card-checks module's public entry: what other modules may import (docs/architecture.md "API modules"). */
export { type CardStatusClient, createCardStatusClient } from './client';
export { type CardCheckDeps, checkBenefitCard, checkFitprofitCard, ttl } from './service';
