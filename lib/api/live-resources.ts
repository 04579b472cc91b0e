import type { LiveInvalidation } from './live';
import { badgesLive, friendsLive, notificationsLive } from './people';
import { priceAlertsLive } from './prices';
import { inquiriesLive } from './support';
import { tradesLive } from './trades';
import { wishMatchesLive } from './wishlist';

/** Every resource that follows the member's live notifications (lib/api/live.ts). */
export const LIVE_RESOURCES: readonly LiveInvalidation[] = [
  notificationsLive,
  friendsLive,
  badgesLive,
  tradesLive,
  inquiriesLive,
  wishMatchesLive,
  priceAlertsLive,
];
