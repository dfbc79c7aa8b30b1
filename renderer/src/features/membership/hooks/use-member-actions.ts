import { useCallback } from 'react';
import type { MemberEdit } from '@domain/schemas/admin.ts';
import type { AdminMember, MemberChanges } from '@/data/ports/member-admin.ts';
import { showToast } from '@/ui/toast/toast-store.ts';
import {
  useChangeMembershipMutation,
  useDeleteMemberMutation,
  useSetMemberFlagMutation,
  useUpdateMemberMutation,
} from '../api.ts';
import { failed, refused } from '../model/toasts.ts';

export type MemberFlag = 'isVerifiedMember' | 'isCorporateMember';

/** What the edit form changed of a member, as manage-user-profile takes it. */
function changesOf(member: AdminMember, values: MemberEdit): MemberChanges {
  const changes: MemberChanges = {};
  if (values.memberName !== member.memberName) changes.memberName = values.memberName;
  if (values.email.toLowerCase() !== member.email.toLowerCase()) changes.email = values.email;
  if (values.businessName !== member.businessName) changes.businessName = values.businessName;
  if (values.messagingCredits !== member.messagingCredits) changes.messagingCredits = values.messagingCredits;
  if (values.isVerifiedMember !== member.isVerifiedMember) changes.isVerifiedMember = values.isVerifiedMember;
  if (values.isCorporateMember !== member.isCorporateMember) changes.isCorporateMember = values.isCorporateMember;
  return changes;
}

/**
 * What an admin does to one member: switch a flag, save the edit form (details, then the plan), delete. Each
 * says how it went in a toast; `onDeleted` lets the page drop the member from its selection.
 */
export function useMemberActions(onDeleted: (member: AdminMember) => void) {
  const [setFlag] = useSetMemberFlagMutation();
  const [updateMember] = useUpdateMemberMutation();
  const [changeMembership] = useChangeMembershipMutation();
  const [deleteMember] = useDeleteMemberMutation();

  const switchFlag = useCallback(
    async (member: AdminMember, flag: MemberFlag, value: boolean) => {
      try {
        const outcome = await setFlag({ userId: member.id, flag, value }).unwrap();
        if (!outcome.ok) refused('Update Failed', outcome.message);
      } catch (error) {
        failed('Update Failed', error);
      }
    },
    [setFlag],
  );

  const save = async (member: AdminMember, values: MemberEdit): Promise<boolean> => {
    try {
      const changes = changesOf(member, values);
      if (Object.keys(changes).length > 0) {
        const outcome = await updateMember({ userId: member.id, changes }).unwrap();
        if (!outcome.ok) return refused('Update Failed', outcome.message);
      }
      let note = '';
      if (values.membershipType !== member.membershipType) {
        const outcome = await changeMembership({
          userId: member.id,
          newType: values.membershipType,
          oldType: member.membershipType,
        }).unwrap();
        if (!outcome.ok) return refused('Membership Change Failed', outcome.message);
        note = ` ${outcome.value.message}`;
      }
      showToast({ title: 'Member Updated', description: `${values.memberName} is saved.${note}`, variant: 'success' });
      return true;
    } catch (error) {
      return failed('Update Failed', error);
    }
  };

  const remove = async (member: AdminMember) => {
    try {
      const outcome = await deleteMember(member.id).unwrap();
      if (!outcome.ok) return void refused('Delete Failed', outcome.message);
      onDeleted(member);
      showToast({ title: 'Member Deleted', description: `${member.memberName} (${member.email}) was deleted.` });
    } catch (error) {
      failed('Delete Failed', error);
    }
  };

  return { switchFlag, save, remove };
}
