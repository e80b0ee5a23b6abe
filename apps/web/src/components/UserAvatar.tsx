import { Avatar } from '@mui/material';

const initialsOf = (label: string) =>
  label
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

export function UserAvatar({ label, size = 32 }: { label: string; size?: number }) {
  return (
    <Avatar aria-hidden sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: 'primary.main', fontWeight: 650 }}>
      {initialsOf(label)}
    </Avatar>
  );
}
