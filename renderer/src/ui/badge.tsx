import type { ReactNode } from 'react';
import './surfaces.css';

export type BadgeVariant = 'neutral' | 'navy' | 'orange' | 'blue' | 'success' | 'danger';

/** A status in a pill; `sm` for the dense rows of the workstation grids. */
export function Badge({
  variant = 'neutral',
  size = 'md',
  children,
}: {
  variant?: BadgeVariant;
  size?: 'md' | 'sm';
  children: ReactNode;
}) {
  return <span className={`badge badge--${variant}${size === 'sm' ? ' badge--sm' : ''}`}>{children}</span>;
}
