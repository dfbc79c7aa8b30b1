import { ArrowRight, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatDate, formatQuantityNumber, formatRupees } from '@domain/format.ts';
import {
  ERROR_DELETING_ITEMS,
  ERROR_FETCHING_PURCHASE_ENQUIRIES,
  ERROR_FETCHING_SALES_OFFERS,
  ITEMS_DELETED,
  NO_ENQUIRIES_OR_OFFERS,
} from '@domain/messages.ts';
import { paths } from '@domain/paths.ts';
import type { MyPurchaseEnquiry, MySalesOffer } from '@/data/ports/profiles.ts';
import { useCan } from '@/session/use-can.ts';
import { Button } from '@/ui/button.tsx';
import { LinkButton } from '@/ui/link-button.tsx';
import { ConfirmDialog } from '@/ui/dialog/confirm-dialog.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { Table, type TableColumn } from '@/ui/table.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useDeletePostsMutation, useMyPostsQuery } from '../api.ts';
import { DELETE_POSTS_CONFIRM } from '../model/texts.ts';
import { KG } from '@domain/units.ts';
import { toastFailure } from '@/ui/toast/failure-toast.ts';

type Post = MyPurchaseEnquiry | MySalesOffer;
type Kind = 'enquiries' | 'offers';

const KINDS = {
  enquiries: {
    title: 'My Purchase Enquiries',
    fetchError: ERROR_FETCHING_PURCHASE_ENQUIRIES,
    board: paths.purchaseEnquiries.href(),
    boardLabel: 'All enquiries',
    post: paths.postPurchaseEnquiry.href(),
    postLabel: 'Post Purchase Enquiry',
  },
  offers: {
    title: 'My Sales Offers',
    fetchError: ERROR_FETCHING_SALES_OFFERS,
    board: paths.salesOffers.href(),
    boardLabel: 'All offers',
    post: paths.postSalesOffer.href(),
    postLabel: 'Post Sales Offer',
  },
} as const;

const numberOf = (post: Post) => ('enquiryNumber' in post ? post.enquiryNumber : post.offerNumber);
const quantityOf = (post: Post) => ('quantityKgs' in post ? post.quantityKgs : post.quantityRequiredKgs);

/**
 * The owner's enquiries or offers, newest first, with row selection and delete-selected (confirmed first), and
 * the way to the board and its posting form (for those the server lets post).
 */
export function MyPostsTable({ kind, userId }: { kind: Kind; userId: string }) {
  const { title, fetchError, board, boardLabel, post, postLabel } = KINDS[kind];
  const canPost = useCan()('boards.post');
  const posts = useMyPostsQuery({ kind, userId });
  const [deletePosts] = useDeletePostsMutation();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (posts.error) showToast({ title: fetchError, description: posts.error.message, variant: 'destructive' });
  }, [posts.error, fetchError]);

  const rows: Post[] = posts.data ?? [];
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const remove = async () => {
    try {
      await deletePosts({ kind, ids: [...selected] }).unwrap();
    } catch (error) {
      toastFailure(ERROR_DELETING_ITEMS, error);
      return;
    }
    setSelected(new Set());
    showToast({ title: ITEMS_DELETED, variant: 'success' });
  };

  const columns: TableColumn<Post>[] = [
    {
      key: 'select',
      header: <span className="visually-hidden">Select</span>,
      render: (post) => (
        <input
          type="checkbox"
          aria-label={`Select ${numberOf(post)}`}
          checked={selected.has(post.id)}
          onChange={() => toggle(post.id)}
        />
      ),
    },
    { key: 'number', header: 'No.', render: (p) => <span className="profile-nowrap">{numberOf(p)}</span> },
    { key: 'fibre', header: 'Fibre', render: (p) => [p.fibreType, p.specificType].filter(Boolean).join(' · ') },
    {
      key: 'quantity',
      header: `Quantity (${KG})`,
      align: 'end',
      render: (p) => formatQuantityNumber(quantityOf(p)) || '—',
    },
    ...(kind === 'offers'
      ? [
          {
            key: 'price',
            header: 'Price',
            align: 'end' as const,
            render: (p: Post) => formatRupees((p as MySalesOffer).price),
          },
        ]
      : []),
    { key: 'status', header: 'Status', render: (p) => p.status },
    { key: 'created', header: 'Posted', render: (p) => formatDate(p.createdAt) },
  ];

  const headingId = `my-${kind}-title`;
  return (
    <section className="profile-section" aria-labelledby={headingId}>
      <div className="profile-section__head">
        <h2 id={headingId}>{title}</h2>
        <span className="profile-section__links">
          {canPost && (
            <LinkButton to={post} size="sm">
              <Plus size={16} aria-hidden="true" /> {postLabel}
            </LinkButton>
          )}
          <LinkButton to={board} size="sm" variant="outline">
            {boardLabel} <ArrowRight size={16} aria-hidden="true" />
          </LinkButton>
        </span>
        {rows.length > 0 && (
          <Button variant="danger" size="sm" disabled={selected.size === 0} onClick={() => setConfirming(true)}>
            <Trash2 size={16} aria-hidden="true" /> Delete Selected{selected.size > 0 ? ` (${selected.size})` : ''}
          </Button>
        )}
      </div>
      {posts.isLoading ? (
        <Spinner label={`Loading ${title}`} />
      ) : posts.error ? (
        <p className="table-empty">{fetchError}</p>
      ) : (
        <Table
          caption={`${title} list`}
          columns={columns}
          rows={rows}
          rowKey={(p) => p.id}
          empty={NO_ENQUIRIES_OR_OFFERS}
        />
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={DELETE_POSTS_CONFIRM.title}
        description={DELETE_POSTS_CONFIRM.description}
        confirmLabel="Delete"
        destructive
        onConfirm={remove}
      />
    </section>
  );
}
