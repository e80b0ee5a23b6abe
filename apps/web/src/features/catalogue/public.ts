/** The catalogue feature's public entry: what other features may import (docs/architecture.md "Web features"). */
export { ImageSlot } from './ImageSlot';
export { PhotoGallery } from './PhotoGallery';
export { YesNo } from './YesNo';
export { sportOptionsQuery, useLocationList, useSportOptions } from './options';
export { uploadImage } from './useImageUpload';
