import { activityUrl } from '../activities/public';

/** The activity page's Powiadomienia tab: the delivery log of its messages and of its cancellation's notice. */
export const activityNotificationsUrl = (id: number) => `${activityUrl(id)}/notifications`;
