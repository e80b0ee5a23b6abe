import { useRef, useState } from 'react';
import { Box, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { IMAGE_ACCEPT, participantMsg, type ImageType, type MessageImageInput } from '@sportdesk/contract';
import { useNotify } from '../../components/useNotify';
import { formatDateTime } from '../activities/public';
import { useActivityMessages, useSendMessage } from './queries';

const readBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^;]+;base64,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** The 'Wiadomości' tab: messages to the coordinators, with images sent as base64. */
export function MessagesTab({ activityId }: { activityId: number }) {
  const messages = useActivityMessages(activityId);
  const send = useSendMessage(activityId);
  const notify = useNotify();
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const input = useRef<HTMLInputElement>(null);

  const submit = async () => {
    try {
      const images: MessageImageInput[] = await Promise.all(
        files.map(async (f) => ({ filename: f.name, content_type: f.type as ImageType, data: await readBase64(f) })),
      );
      await send.mutateAsync({ content, images });
      setContent('');
      setFiles([]);
      notify.success('Wysłano');
    } catch {
      notify.error(participantMsg.messageSendFailed);
    }
  };

  return (
    <Stack spacing={2}>
      {messages.isError ? (
        <Typography color="error" role="alert">
          {participantMsg.messageLoadFailed}
        </Typography>
      ) : messages.data?.rows.length === 0 ? (
        <Typography color="text.secondary">Brak wiadomości</Typography>
      ) : (
        <Stack spacing={1} aria-label="Wiadomości" role="list">
          {messages.data?.rows.map((m) => (
            <Card key={m.id} variant="outlined" role="listitem">
              <CardContent>
                <Typography variant="caption" color="text.secondary">
                  {m.author_name} · {formatDateTime(m.created_at)}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                  {m.content}
                </Typography>
                {m.images.length > 0 && (
                  <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                    {m.images.map((img) => (
                      <a key={img.url} href={img.url} target="_blank" rel="noreferrer">
                        <Box component="img" src={img.url} alt={img.filename} sx={{ maxHeight: 96, borderRadius: 1 }} />
                      </a>
                    ))}
                  </Stack>
                )}
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
      <Stack spacing={1} component="form" aria-label="Nowa wiadomość" onSubmit={(e) => (e.preventDefault(), void submit())}>
        <TextField label="Treść wiadomości" multiline minRows={2} value={content} onChange={(e) => setContent(e.target.value)} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Button variant="outlined" onClick={() => input.current?.click()}>
            Dodaj zdjęcie
          </Button>
          <input
            ref={input}
            hidden
            type="file"
            multiple
            accept={IMAGE_ACCEPT}
            aria-label="Zdjęcia"
            onChange={(e) => setFiles([...files, ...Array.from(e.target.files ?? [])])}
          />
          {files.map((f, i) => (
            <Chip key={`${f.name}-${i}`} label={f.name} onDelete={() => setFiles(files.filter((_, j) => j !== i))} />
          ))}
          <Box sx={{ flexGrow: 1 }} />
          <Button type="submit" variant="contained" loading={send.isPending} disabled={!content.trim() && files.length === 0}>
            Wyślij
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
