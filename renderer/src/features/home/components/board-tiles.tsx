import { ArrowRight, PackageSearch, Tags } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@domain/paths.ts';
import { useCan } from '@/session/use-can.ts';
import { useSession } from '@/session/use-session.ts';
import { LinkButton } from '@/ui/link-button.tsx';

const BOARDS = [
  {
    id: 'enquiries',
    title: 'Purchase Enquiries',
    text: 'Buyers post the yarn they need. Can you supply it? Tell the buyer with “I’m Interested”.',
    board: paths.purchaseEnquiries.href(),
    browse: 'Browse enquiries',
    post: paths.postPurchaseEnquiry.href(),
    postLabel: 'Post Purchase Enquiry',
    Icon: PackageSearch,
  },
  {
    id: 'offers',
    title: 'Sales Offers',
    text: 'Sellers list yarn in stock with their price. Want it? Tell the seller with “I’m Interested”.',
    board: paths.salesOffers.href(),
    browse: 'Browse offers',
    post: paths.postSalesOffer.href(),
    postLabel: 'Post Sales Offer',
    Icon: Tags,
  },
] as const;

/**
 * The two trading boards and their posting forms, from the first page (issue 23: they were linked only from
 * each other). Posting is offered to visitors (the form asks them to log in) and to members who may post;
 * a member whose trial is over only browses (the server refuses their posts).
 */
export function BoardTiles() {
  const { status } = useSession();
  const can = useCan();
  const canPost = status !== 'signed-in' || can('boards.post');
  return (
    <section className="container home-section" aria-labelledby="boards-title">
      <h2 id="boards-title" className="home-section__title">
        Trade on the boards
      </h2>
      <p className="home-section__lead">Yarn wanted and yarn for sale, posted by members every day.</p>
      <ul className="board-tiles">
        {BOARDS.map(({ id, title, text, board, browse, post, postLabel, Icon }) => (
          <li key={id} className="board-tile">
            <span className="board-tile__icon">
              <Icon size={26} aria-hidden="true" />
            </span>
            <div className="board-tile__body">
              <h3>
                <Link to={board}>{title}</Link>
              </h3>
              <p>{text}</p>
              <div className="board-tile__actions">
                <LinkButton variant="secondary" size="sm" to={board}>
                  {browse} <ArrowRight size={16} aria-hidden="true" />
                </LinkButton>
                {canPost && (
                  <LinkButton variant="outline" size="sm" to={post}>
                    {postLabel}
                  </LinkButton>
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
