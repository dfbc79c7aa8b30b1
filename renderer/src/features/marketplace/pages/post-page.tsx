import { ArrowLeft, LogIn } from 'lucide-react';
import { useNavigate } from 'react-router';
import { POST_CREATED, POST_FAILED_TITLE, POST_LOGIN_REQUIRED, type PostKind } from '@domain/marketplace.ts';
import { paths } from '@domain/paths.ts';
import { toNewPost, type PostFormValues } from '@domain/schemas/post.ts';
import { replaceAfterSave } from '@/hooks/use-leave-guard.ts';
import { useSession } from '@/session/use-session.ts';
import { Card } from '@/ui/card.tsx';
import { LinkButton } from '@/ui/link-button.tsx';
import { PageSpinner } from '@/ui/spinner.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useCreatePostMutation } from '../api.ts';
import { PostForm } from '../components/post-form.tsx';
import { BOARD_ROUTES } from '../model/boards.ts';
import './marketplace.css';
import { toastFailure } from '@/ui/toast/failure-toast.ts';

/** /post-purchase-enquiry and /post-sales-offer: signed-in members post; success goes to the board. */
function PostPage({ kind }: { kind: PostKind }) {
  const session = useSession();
  const navigate = useNavigate();
  const [createPost, { isLoading }] = useCreatePostMutation();
  const routes = BOARD_ROUTES[kind];

  async function submit(values: PostFormValues) {
    try {
      await createPost(toNewPost(values)).unwrap();
    } catch (error) {
      toastFailure(POST_FAILED_TITLE[kind], error);
      return;
    }
    showToast({ ...POST_CREATED[kind], variant: 'success' });
    // The posted form is done with: Back from the board goes where the member was before it, not to the form.
    replaceAfterSave(navigate, routes.board);
  }

  if (session.status === 'loading') return <PageSpinner />;
  return (
    <div className="container post-page">
      <LinkButton to={routes.board} variant="ghost" size="sm">
        <ArrowLeft size={16} aria-hidden="true" /> Back to {kind === 'enquiry' ? 'enquiries' : 'offers'}
      </LinkButton>
      <h1>{routes.postLabel}</h1>
      {session.status === 'signed-out' ? (
        <Card className="post-page__login">
          <p role="alert">{POST_LOGIN_REQUIRED}</p>
          <LinkButton to={paths.login.href()} state={{ from: routes.post }}>
            <LogIn size={16} aria-hidden="true" /> Login
          </LinkButton>
        </Card>
      ) : (
        <Card>
          <PostForm kind={kind} submitting={isLoading} onSubmit={(values) => void submit(values)} />
        </Card>
      )}
    </div>
  );
}

export const PostPurchaseEnquiryPage = () => <PostPage kind="enquiry" />;
export const PostSalesOfferPage = () => <PostPage kind="offer" />;
