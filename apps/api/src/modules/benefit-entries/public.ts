/** The benefit-entries module's public entry: what other modules may import (docs/architecture.md "API modules"). */
export { entriesOfActivityByUser } from './queries';
export { discardImportUpload, queueBenefitImport, receiveImportUpload } from './import-upload';
