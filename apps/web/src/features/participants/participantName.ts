import type { Participant } from '@sportdesk/contract';

/** A participant as the lists name them: first and last name, else the identifier, else the id. */
export const participantName = (p: Participant) =>
  [p.user.first_name, p.user.last_name].filter(Boolean).join(' ') || p.user.identifier || `#${p.user.id}`;
