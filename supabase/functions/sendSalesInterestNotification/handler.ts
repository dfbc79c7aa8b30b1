/** sendSalesInterestNotification: `{ offer_id, interested_user_id }` → `{ success, message }` (see _shared/notifications/interest.ts). */
import { interestHandler } from '../_shared/notifications/interest.ts';

export default interestHandler('offer');
