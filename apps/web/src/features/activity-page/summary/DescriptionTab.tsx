import { Box, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import type { Activity } from '@sportdesk/contract';
import { pageUrl } from '../../pages/public';

/**
 * The summary's 'Opis' tab (docs/spec/part-2.md §2: the page body): the linked page's blocks when the activity has one
 * — the API renders them as the public page does (escaped; raw HTML never gets through) — otherwise the description.
 */
export function DescriptionTab({ activity: a }: { activity: Activity }) {
  if (!a.page)
    return (
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {a.description || 'Brak opisu'}
      </Typography>
    );
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        Strona opisu:{' '}
        <MuiLink component={Link} to={pageUrl(a.page.id)}>
          {a.page.name}
        </MuiLink>
      </Typography>
      {a.page.html ? (
        <Box
          data-testid="page-blocks"
          sx={{ overflowWrap: 'anywhere', '& img': { maxWidth: '100%', height: 'auto' } }}
          dangerouslySetInnerHTML={{ __html: a.page.html }}
        />
      ) : (
        <Typography variant="body2">Strona nie ma treści</Typography>
      )}
    </Stack>
  );
}
