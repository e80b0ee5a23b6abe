/** The files module's public entry: what other modules may import (docs/architecture.md "API modules"). */
export { sniffImageType } from './sniff';
export { removeFiles, withUploadedImage } from './upload';
