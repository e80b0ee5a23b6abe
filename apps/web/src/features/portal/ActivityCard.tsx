import { Box, Card, CardActionArea, Chip, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import type { PortalActivity } from '@sportdesk/contract';
import { genderText, levelText, longDate, priceText, timeRange } from './format';
import { SpotsChip } from './SpotsChip';
import { portalActivityUrl } from './urls';

/** One activity in the search list; the whole card links to its page. */
export function ActivityCard({ activity }: { activity: PortalActivity }) {
  const title = activity.name || activity.sport.name;
  return (
    <Card component="article" data-testid={`activity-${activity.id}`}>
      <CardActionArea component={Link} to={portalActivityUrl(activity.id)} sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }} sx={{ alignItems: { sm: 'center' } }}>
          <Box sx={{ width: { sm: 220 }, flexShrink: 0 }}>
            <Typography sx={{ fontWeight: 650, fontSize: '1.05rem' }}>{timeRange(activity)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {longDate(activity.date)}
            </Typography>
          </Box>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {activity.sport.name} · {activity.location.name}
              {activity.location.city ? `, ${activity.location.city}` : ''}
            </Typography>
            <Stack direction="row" sx={{ mt: 0.75, flexWrap: 'wrap', gap: 0.75 }}>
              <SpotsChip activity={activity} />
              <Chip size="small" variant="outlined" label={`Poziom: ${levelText(activity.lv)}`} />
              <Chip size="small" variant="outlined" label={genderText(activity.gender)} />
            </Stack>
          </Box>
          <Typography sx={{ fontWeight: 700, fontSize: '1.1rem', whiteSpace: 'nowrap' }}>{priceText(activity.price)}</Typography>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
