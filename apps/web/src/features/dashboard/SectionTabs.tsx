import { useState, type ReactNode } from 'react';
import { Badge, Box, Card, Tab, Tabs, Typography } from '@mui/material';

export interface SectionTab {
  id: string;
  label: string;
  /** The attention count shown as a badge (hidden at 0). */
  count?: number;
  panel: ReactNode;
}

/** A dashboard section: a heading, tabs with attention-count badges, the chosen tab's panel. */
export function SectionTabs({ title, tabs }: { title: string; tabs: readonly SectionTab[] }) {
  const [current, setCurrent] = useState(tabs[0]?.id);
  const active = tabs.find((t) => t.id === current) ?? tabs[0];
  const headingId = `section-${title}`;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Box sx={{ px: 2, pt: 2 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
      </Box>
      <Tabs
        value={active?.id}
        onChange={(_, id: string) => setCurrent(id)}
        variant="scrollable"
        sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((t) => (
          <Tab
            key={t.id}
            value={t.id}
            id={`tab-${t.id}`}
            aria-controls={`panel-${t.id}`}
            sx={{ pr: t.count ? 4.5 : 2 }}
            label={
              <Badge badgeContent={t.count} color="error" max={999} sx={{ '& .MuiBadge-badge': { right: -20 } }}>
                {t.label}
              </Badge>
            }
          />
        ))}
      </Tabs>
      {active && (
        <Box role="tabpanel" id={`panel-${active.id}`} aria-labelledby={`tab-${active.id}`} sx={{ p: 2 }}>
          {active.panel}
        </Box>
      )}
    </Card>
  );
}
