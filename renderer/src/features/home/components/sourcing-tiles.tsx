import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { SOURCING_DEPARTMENTS, sourcingPath } from '@domain/sourcing-departments.ts';
import { NavIcon } from '@/ui/nav-icon.tsx';

const TILES = SOURCING_DEPARTMENTS.filter((department) => department.inMenu);

/** One tile per sourcing route of the menu (§1: seven). */
export function SourcingTiles() {
  return (
    <section className="container home-section" aria-labelledby="sourcing-title">
      <h2 id="sourcing-title" className="home-section__title">
        Source by category
      </h2>
      <p className="home-section__lead">Dedicated sourcing desks for every part of your supply chain.</p>
      <ul className="sourcing-tiles">
        {TILES.map((department) => (
          <li key={department.id}>
            <Link className="sourcing-tile" to={sourcingPath(department)}>
              <span className="sourcing-tile__icon">
                <NavIcon name={department.icon} size={26} />
              </span>
              <span className="sourcing-tile__name">{department.name}</span>
              <ArrowRight className="sourcing-tile__arrow" size={18} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
