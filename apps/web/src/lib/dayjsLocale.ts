import dayjs from 'dayjs';
import 'dayjs/locale/pl';

/**
 * Polish dates (month and day names) for every dayjs format. Imported for its effect by the screens' roots that
 * show dates (the back-office layout and the portal's layout route), not by the entry, so the sign-in page does
 * not load dayjs (docs/decisions.md "Browser bundles").
 */
dayjs.locale('pl');
