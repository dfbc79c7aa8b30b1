import type { ReactNode } from 'react';
import './surfaces.css';

export type BadgeVariant = 'neutral' | 'navy' | 'orange' | 'blue' | 'success' | 'danger';

/** A pill's classes, for cells drawn without React (the price sheet's grid). */
export function badgeClassName(variant: BadgeVariant = 'neutral', size: 'md' | 'sm' = 'md'): string {
  return `badge badge--${variant}${size === 'sm' ? ' badge--sm' : ''}`;
}

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
  return <span className={badgeClassName(variant, size)}>{children}</span>;
}
