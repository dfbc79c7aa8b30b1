import { LogIn, LogOut, UserPlus } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { AuthAction } from '@domain/nav.ts';
import { loginLinkState } from '@/session/return-path.ts';
import { useLogout } from '../hooks/use-logout.ts';

/**
 * Login and Signup for visitors, Logout for members; `onDone` closes the mobile menu. Login and Signup carry
 * the current page, where the login returns (accounts §2).
 */
export function AuthButtons({ actions, onDone }: { actions: AuthAction[]; onDone?: () => void }) {
  const logout = useLogout();
  const location = useLocation();
  return (
    <>
      {actions.map((action) =>
        action.name === 'Logout' ? (
          <button
            key="logout"
            type="button"
            className="auth-button auth-button--logout"
            onClick={() => {
              onDone?.();
              void logout();
            }}
          >
            <LogOut size={18} aria-hidden="true" />
            Logout
          </button>
        ) : (
          <Link
            key={action.name}
            to={action.path}
            state={loginLinkState(location)}
            onClick={onDone}
            className={action.name === 'Signup' ? 'auth-button auth-button--signup' : 'auth-button'}
          >
            {action.name === 'Login' ? (
              <LogIn size={18} aria-hidden="true" />
            ) : (
              <UserPlus size={18} aria-hidden="true" />
            )}
            {action.name}
          </Link>
        ),
      )}
    </>
  );
}
