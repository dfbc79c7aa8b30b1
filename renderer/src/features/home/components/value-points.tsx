import { BadgeCheck, Globe2, Zap } from 'lucide-react';

const POINTS = [
  {
    title: 'Global Reach',
    text: 'Meet buyers and suppliers from textile hubs across India and around the world.',
    Icon: Globe2,
  },
  {
    title: 'Verified Members',
    text: 'Paid and corporate members carry a verified badge, so you know who you are dealing with.',
    Icon: BadgeCheck,
  },
  {
    title: 'Efficient Sourcing',
    text: 'Post one requirement, collect competitive bids and close the deal in days, not weeks.',
    Icon: Zap,
  },
] as const;

export function ValuePoints() {
  return (
    <section className="container home-section" aria-labelledby="values-title">
      <h2 id="values-title" className="home-section__title">
        Why trade here
      </h2>
      <ul className="value-points">
        {POINTS.map(({ title, text, Icon }) => (
          <li key={title} className="value-point">
            <Icon className="value-point__icon" size={28} aria-hidden="true" />
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
