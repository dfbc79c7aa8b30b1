import type { MembershipType } from '@domain/constants.ts';

const CLASS: Record<MembershipType, string> = {
  'Free Member': 'status-chip status-chip--free',
  'Paid Member': 'status-chip status-chip--paid',
  'Corporate Member': 'status-chip status-chip--corporate',
};

/** A member's plan as a coloured chip. */
export function PlanChip({ plan }: { plan: MembershipType }) {
  return <span className={CLASS[plan]}>{plan}</span>;
}
