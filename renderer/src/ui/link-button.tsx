import { Link, type LinkProps } from 'react-router';
import { buttonClass, type ButtonVariant } from './button.tsx';
import './button.css';

/** A router link that looks like a button. */
export function LinkButton({
  variant,
  size,
  className,
  ...rest
}: LinkProps & { variant?: ButtonVariant; size?: 'md' | 'sm' }) {
  return <Link className={buttonClass(variant, size, className)} {...rest} />;
}
