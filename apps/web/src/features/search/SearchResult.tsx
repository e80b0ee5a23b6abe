import type { HTMLAttributes } from 'react';
import { Box, Typography } from '@mui/material';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import type { SearchTag } from '@sportdesk/contract';

const ICONS = {
  User: PersonOutlineIcon,
  Activity: EventOutlinedIcon,
  CompetitionGroup: GroupsOutlinedIcon,
  ActivityTemplate: EventRepeatOutlinedIcon,
} as const;
const KIND = { User: 'Użytkownik', Activity: 'Zajęcia', CompetitionGroup: 'Grupa', ActivityTemplate: 'Szablon zajęć' } as const;

/** One row of the results panel: an icon for the kind, the two label lines. */
export function SearchResult({ tag, ...props }: { tag: SearchTag } & HTMLAttributes<HTMLLIElement>) {
  const Icon = ICONS[tag.searchable_type];
  return (
    <Box component="li" {...props} sx={{ gap: 1.5, alignItems: 'flex-start !important', py: '8px !important' }}>
      <Icon color="action" fontSize="small" titleAccess={KIND[tag.searchable_type]} sx={{ mt: 0.25 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {tag.label_first_line}
        </Typography>
        {tag.label_second_line && (
          <Typography variant="caption" color="text.secondary" component="div" noWrap>
            {tag.label_second_line}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
