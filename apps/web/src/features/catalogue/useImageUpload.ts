import { useMutation } from '@tanstack/react-query';
import { IMAGE_TYPES, MAX_IMAGE_BYTES, UPLOAD_FIELD, msg } from '@sportdesk/contract';
import { api, type QueryParams } from '../../lib/api';

/** The same limits as the API, checked before sending so a wrong file fails at once. */
export function imageProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return msg.fileType;
  if (file.size > MAX_IMAGE_BYTES) return msg.fileTooLarge;
  return null;
}

export const uploadImage = <T>(path: string, file: File, query?: QueryParams) => {
  const body = new FormData();
  body.append(UPLOAD_FIELD, file);
  return api.post<T>(path, { body, query });
};

/** Posts one image as multipart `file`; `onSuccess` gets the API's reply (the updated record). */
export function useImageUpload<T>(path: string, onSuccess?: (data: T) => unknown) {
  return useMutation({
    mutationFn: ({ file, query }: { file: File; query?: QueryParams }) => uploadImage<T>(path, file, query),
    onSuccess,
  });
}
