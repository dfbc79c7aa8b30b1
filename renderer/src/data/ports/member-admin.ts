import type { MembershipType } from '@domain/constants.ts';
import type {
  AdminMember,
  AdminMemberPage,
  PromotionEmailReply,
  PromotionEmailRequest,
} from '@domain/schemas/admin.ts';
import type { Outcome } from '../outcome.ts';

export type { AdminMember, AdminMemberPage };

export interface MemberQuery {
  term: string;
  /** One plan, or every member. */
  plan: MembershipType | null;
  offset: number;
  limit: number;
}

/** What an admin changes of a member (manage-user-profile `update`); absent fields stay as they are. */
export interface MemberChanges {
  memberName?: string;
  email?: string;
  businessName?: string;
  messagingCredits?: number;
  isVerifiedMember?: boolean;
  isCorporateMember?: boolean;
}

/** Why the server refused an edit or a delete: its words say which. */
export type MemberRefusal = 'duplicate' | 'invalid' | 'not-found' | 'not-allowed';

/** Membership management (admins; limited admins and members are refused by the server). */
export interface MemberAdminPort {
  /** A page of the member table, newest first, with the plan counts (admin_search_members). */
  search(query: MemberQuery): Promise<AdminMemberPage>;
  update(userId: string, changes: MemberChanges): Promise<Outcome<void, MemberRefusal>>;
  /** The plan change with its credits (handle-membership-change-credits); answers the function's message. */
  changeMembership(
    userId: string,
    newType: MembershipType,
    oldType: MembershipType,
  ): Promise<Outcome<{ message: string }, MemberRefusal>>;
  /** Deletes the member's files and account (manage-user-profile `delete`). */
  remove(userId: string): Promise<Outcome<void, MemberRefusal>>;
  /** One promotion e-mail per selected member (promotion-email); `details` lists the addresses that failed. */
  sendPromotion(request: PromotionEmailRequest): Promise<Outcome<PromotionEmailReply, 'refused'>>;
}
