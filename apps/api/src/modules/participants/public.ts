/** The participants module's public entry: what other modules may import (docs/architecture.md "API modules"). */
export { lockReservePlayers, promoteAfterEdit } from './capacity';
export { addParticipant, promoteFromReserve, sendPromotionNotices } from './service';
export { lockForCancel, sendCancelNotice, settleCancellation, type CancelSettlement } from './cancel';
