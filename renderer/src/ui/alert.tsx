import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import './surfaces.css';

export type AlertVariant = 'info' | 'success' | 'warning' | 'danger';

const ICONS = { info: Info, success: CheckCircle2, warning: AlertTriangle, danger: XCircle } as const;

/** An inline banner; danger and warning are announced at once (role=alert), the others politely. */
export function Alert({
  variant = 'info',
  title,
  children,
  action,
}: {
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) {
  const Icon = ICONS[variant];
  const urgent = variant === 'danger' || variant === 'warning';
  return (
    <div className={`alert-banner alert-banner--${variant}`} role={urgent ? 'alert' : 'status'}>
      <Icon className="alert-banner__icon" size={20} aria-hidden="true" />
      <div className="alert-banner__body">
        {title && <strong className="alert-banner__title">{title}</strong>}
        {children && <div>{children}</div>}
      </div>
      {action && <div className="alert-banner__action">{action}</div>}
    </div>
  );
}
