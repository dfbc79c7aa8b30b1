import { useInRouterContext, useNavigate } from 'react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { openInNewWindow, type RouterNavigate } from './navigate.ts';

type NewWindowLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'href'> & { href: string };

/**
 * A link that opens in a new window: the one place the renderer writes target="_blank". The click goes through
 * openInNewWindow (navigate.ts), so an in-app page opens in the desktop's window and other sites outside; the
 * href stays for copying the address and for assistive technology.
 */
export function NewWindowLink(props: NewWindowLinkProps) {
  return useInRouterContext() ? <RoutedLink {...props} /> : <LinkWith navigate={null} {...props} />;
}

function RoutedLink(props: NewWindowLinkProps) {
  const navigate = useNavigate();
  return <LinkWith navigate={navigate} {...props} />;
}

function LinkWith({ navigate, onClick, rel, ...props }: NewWindowLinkProps & { navigate: RouterNavigate }) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    openInNewWindow(props.href, navigate);
  };
  // eslint-disable-next-line no-restricted-syntax -- the one target=_blank: its click is openInNewWindow's
  return <a {...props} target="_blank" rel={rel ?? 'noopener noreferrer'} onClick={open} />;
}
