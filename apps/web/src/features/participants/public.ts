/** The participants feature's public entry: what other features may import (docs/architecture.md "Web features"). */
export { MessagesTab } from './MessagesTab';
export { ParticipantsPanel } from './ParticipantsPanel';
export { PostEventSummary } from './PostEventSummary';
export { ReserveList } from './ReserveList';
export { TeamLineUpsCard } from './TeamLineUpsCard';
