import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@domain/paths.ts';
import { BoardTiles } from '../components/board-tiles.tsx';
import { useSession } from '@/session/use-session.ts';
import { SourcingTiles } from '../components/sourcing-tiles.tsx';
import { ValuePoints } from '../components/value-points.tsx';
import { WelcomeBanner } from '../components/welcome-banner.tsx';
import './home-page.css';

/**
 * The home page: hero with live counters and the way to the trading boards, the boards and their posting
 * forms, the sourcing categories and why to trade here. The app passes
 * the counters and the welcome banner's offer line in (`counters`, `offer`): they load with the data cache,
 * after the page's first paint. 'Join Now' (to the plans) is for visitors: members have joined.
 */
export function HomePage({ counters, offer }: { counters: ReactNode; offer?: ReactNode }) {
  const visitor = useSession().status === 'signed-out';
  return (
    <>
      <WelcomeBanner offer={offer} />
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div>
            <p className="hero__eyebrow">B2B sourcing for fabrics, yarn, trims and more</p>
            <h1 id="hero-title" className="hero__title">
              The world&rsquo;s first sourcing marketplace for fabrics
            </h1>
            <p className="hero__tagline">
              Buyers and sellers of the textile trade meet here: post what you need, receive competitive bids and trade
              with verified members.
            </p>
            <div className="hero__actions">
              <Link className="button button--primary" to={paths.sourcing.href('fabrics')}>
                Start Sourcing
              </Link>
              {visitor && (
                <Link className="button button--secondary" to={paths.membershipPlans.href()}>
                  Join Now
                </Link>
              )}
            </div>
          </div>
          <div className="hero__figures">
            {counters}
            <p className="hero__boards">
              Trading today: <Link to={paths.purchaseEnquiries.href()}>purchase enquiries</Link> and{' '}
              <Link to={paths.salesOffers.href()}>sales offers</Link>
            </p>
          </div>
        </div>
      </section>
      <BoardTiles />
      <SourcingTiles />
      <ValuePoints />
    </>
  );
}
