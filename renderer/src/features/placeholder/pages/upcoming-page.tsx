import { Construction } from 'lucide-react';
import { paths } from '@domain/paths.ts';
import { LinkButton } from '@/ui/link-button.tsx';
import { UPCOMING_PAGES, type UpcomingPageId } from '../model/upcoming-pages.ts';
import './upcoming-page.css';

/** Stands in for a page of a later release, saying what will be here. */
export function UpcomingPage({ page }: { page: UpcomingPageId }) {
  const { title, what } = UPCOMING_PAGES[page];
  return (
    <section className="container upcoming" aria-labelledby="upcoming-title">
      <Construction className="upcoming__icon" size={40} aria-hidden="true" />
      <h1 id="upcoming-title">{title}</h1>
      <p className="upcoming__text">This page will show {what}. It is coming in the next release.</p>
      <LinkButton to={paths.home.href()} variant="outline">
        Back to Home
      </LinkButton>
    </section>
  );
}
