import type { ReactNode } from 'react';
import './surfaces.css';

export type BadgeVariant = 'neutral' | 'navy' | 'orange' | 'blue' | 'success' | 'danger';

export function Badge({ variant = 'neutral', children }: { variant?: BadgeVariant; children: ReactNode }) {
  return <span className={`badge badge--${variant}`}>{children}</span>;
}
