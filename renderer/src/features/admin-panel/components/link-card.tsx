import { ArrowRight, type LucideIcon } from 'lucide-react';
import { LinkButton } from '@/ui/link-button.tsx';
import { AdminCard } from './admin-card.tsx';

/** A card that leads to an admin sub page (trade §2: corporate products, membership and ad management). */
export function LinkCard({
  icon,
  title,
  description,
  to,
  action,
  testId,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  to: string;
  action: string;
  testId: string;
}) {
  return (
    <AdminCard icon={icon} title={title} description={description} testId={testId}>
      <LinkButton to={to} variant="secondary" className="admin-link">
        {action} <ArrowRight size={16} aria-hidden="true" />
      </LinkButton>
    </AdminCard>
  );
}
