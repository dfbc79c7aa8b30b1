import { useNavigate } from 'react-router';
import { SIGN_OUT_FAILED, SOMETHING_WENT_WRONG } from '@domain/messages.ts';
import { paths } from '@domain/paths.ts';
import { useSession } from '@/session/use-session.ts';
import { useToast } from '@/ui/toast/use-toast.ts';

/** The menu's Logout action: sign out, then home; a refusal shows 'Sign out Failed'. */
export function useLogout(): () => Promise<void> {
  const { signOut } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut();
      navigate(paths.home.href());
    } catch (error) {
      const description = error instanceof Error && error.message ? error.message : SOMETHING_WENT_WRONG;
      toast({ title: SIGN_OUT_FAILED, description, variant: 'destructive' });
    }
  };
}
