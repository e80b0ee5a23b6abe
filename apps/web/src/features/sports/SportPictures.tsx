import { Grid } from '@mui/material';
import { SPORT_PICTURE_LABELS, SPORT_PICTURES, type Sport } from '@sportdesk/contract';
import { ImageSlot } from '../catalogue/public';
import { useRemoveSportPicture, useUploadSportPicture } from './queries';

/** The sport's picture and banner, each uploaded, replaced or removed at once. */
export function SportPictures({ sport }: { sport: Sport }) {
  const upload = useUploadSportPicture(sport.id);
  const remove = useRemoveSportPicture(sport.id);
  return (
    <Grid container spacing={2} sx={{ maxWidth: 720 }}>
      {SPORT_PICTURES.map((slot) => (
        <Grid key={slot} size={{ xs: 12, sm: slot === 'baner_picture' ? 8 : 4 }}>
          <ImageSlot
            label={SPORT_PICTURE_LABELS[slot]}
            url={sport[slot]}
            aspectRatio={slot === 'baner_picture' ? '3 / 1' : '1 / 1'}
            busy={(upload.isPending && upload.variables?.slot === slot) || (remove.isPending && remove.variables === slot)}
            onUpload={(file) => upload.mutateAsync({ slot, file })}
            onRemove={() => remove.mutateAsync(slot)}
          />
        </Grid>
      ))}
    </Grid>
  );
}
