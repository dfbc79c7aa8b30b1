/** sendPurchaseInterestWhatsapp: `{ enquiry_id, interested_user_id }` → `{ success, message }` (see interest.ts). */
import { interestHandler } from './interest.ts';

export default interestHandler('enquiry');
