import { useRef, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { IMAGE_ACCEPT, msg } from '@sportdesk/contract';
import { isApiError } from '../../lib/api';
import { useNotify } from '../../components/useNotify';
import { imageProblem } from './useImageUpload';

interface Props extends Omit<ButtonProps, 'onClick' | 'onChange'> {
  /** Uploads the chosen file; a rejection shows the API's message as a toast. */
  onFile: (file: File) => Promise<unknown>;
  busy?: boolean;
  children?: ReactNode;
}

/** 'Dodaj zdjęcie': picks one JPG/PNG/WebP/GIF up to 5 MB and hands it to `onFile`. */
export function ImageUploadButton({ onFile, busy = false, children = 'Dodaj zdjęcie', ...props }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const notify = useNotify();

  const onChange = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) return notify.error(problem);
    try {
      await onFile(file);
      notify.success(msg.added);
    } catch (error) {
      notify.error(isApiError(error) ? (error.fields?.file ?? error.message) : msg.saveFailed);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<AddPhotoAlternateOutlinedIcon />}
        loading={busy}
        loadingPosition="start"
        onClick={() => input.current?.click()}
        {...props}
      >
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        data-testid="image-upload-input"
        onChange={(event) => void onChange(event.target.files?.[0])}
      />
    </>
  );
}
