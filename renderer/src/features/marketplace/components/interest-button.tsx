import { Send } from 'lucide-react';
import { useId } from 'react';
import { interestBlock, type PostKind } from '@domain/marketplace.ts';
import type { BoardPost } from '@/data/ports/marketplace.ts';
import { Button } from '@/ui/button.tsx';

/**
 * 'I'm Interested': disabled for visitors, on one's own post, while busy (§5) and, as it spends a credit, when
 * it cannot be spent now (`unavailable`: the desktop offline, a trial that is over), saying why.
 */
export function InterestButton({
  kind,
  post,
  viewerId,
  busy,
  disabled,
  unavailable,
  onPress,
}: {
  kind: PostKind;
  post: BoardPost;
  viewerId: string | null;
  busy: boolean;
  disabled: boolean;
  unavailable?: string | null;
  onPress: (post: BoardPost) => void;
}) {
  const reasonId = useId();
  const blocked = interestBlock(kind, viewerId, post.userId) ?? unavailable ?? null;
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        loading={busy}
        disabled={disabled || blocked !== null}
        title={blocked ?? undefined}
        aria-describedby={blocked ? reasonId : undefined}
        onClick={() => onPress(post)}
      >
        <Send size={14} aria-hidden="true" /> I&apos;m Interested
      </Button>
      {blocked && (
        <span id={reasonId} className="visually-hidden">
          {blocked}
        </span>
      )}
    </>
  );
}
