/** sendSalesInterestNotification: `{ offer_id, interested_user_id }` → `{ success, message }` (see interest.ts). */
import { interestHandler } from '../sendPurchaseInterestWhatsapp/interest.ts';

export default interestHandler('offer');
