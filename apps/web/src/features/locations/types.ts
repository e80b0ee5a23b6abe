import type { z } from 'zod';
import type { locationInput, LocationInput } from '@sportdesk/contract';
import type { UseFormSetError } from 'react-hook-form';

export type LocationValues = z.output<typeof locationInput>;
export type LocationSetError = UseFormSetError<LocationInput>;
/** Uploads a photo of the location, or of one of its objects with `objectId`; absent before the first save. */
export type UploadPhoto = (file: File, objectId?: number) => Promise<unknown>;
