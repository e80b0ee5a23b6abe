/** The benefit-entries feature's public entry: what other features may import (docs/architecture.md "Web features"). */
export { ActivityBenefitEntries, UserBenefitEntries } from './BenefitEntriesTable';
export { BenefitImportForm } from './BenefitImportForm';
export { benefitEntryUrl } from './urls';
