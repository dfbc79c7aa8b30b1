import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { PostKind } from '@domain/marketplace.ts';
import { emptyPostForm, postFormSchema, type PostFormValues } from '@domain/schemas/post.ts';
import { Button } from '@/ui/button.tsx';
import { LeavePrompt } from '@/ui/leave-prompt.tsx';
import { PostQuantityFields, PostSpecificationFields, PostYarnFields, type PostFields } from './post-form-fields.tsx';

/** The posting form of both boards: the yarn fields of §3, shown as they apply to the fibre type. */
export function PostForm({
  kind,
  submitting,
  onSubmit,
}: {
  kind: PostKind;
  submitting: boolean;
  onSubmit: (values: PostFormValues) => void;
}) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isDirty, isSubmitSuccessful },
  } = useForm<PostFormValues>({ resolver: zodResolver(postFormSchema), defaultValues: emptyPostForm(kind) });
  const fields: PostFields = { register, error: (name) => errors[name]?.message };

  return (
    <form className="post-form" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <LeavePrompt dirty={isDirty && !isSubmitSuccessful && !submitting} />
      <PostYarnFields control={control} {...fields} />
      <PostSpecificationFields {...fields} />
      <PostQuantityFields kind={kind} {...fields} />

      <div className="post-form__actions">
        <Button type="submit" loading={submitting}>
          {kind === 'offer' ? 'Post Offer' : 'Post Enquiry'}
        </Button>
      </div>
    </form>
  );
}
