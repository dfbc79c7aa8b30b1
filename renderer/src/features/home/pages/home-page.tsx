import { Link } from 'react-router';
import { BackendStatusPanel } from '../components/backend-status-panel.tsx';
import { useBackendStatus } from '../hooks/use-backend-status.ts';
import './home-page.css';

const CATEGORIES = [
  'Fabrics',
  'Yarn',
  'Trims & accessories',
  'Packaging',
  'Finishing chemicals',
  'Printing & embellishments',
  'Testing & compliance',
  'Machinery',
  'Manpower',
];

/** The public landing page; for now it proves the wiring from the renderer to the backend. */
export function HomePage() {
  const status = useBackendStatus();
  const { platform } = status;

  return (
    <>
      <section className="hero" aria-labelledby="hero-title" aria-busy={platform.status === 'loading'}>
        <div className="container hero__inner">
          <div>
            <p className="hero__eyebrow">B2B sourcing for yarn, fabrics, trims and more</p>
            <h1 id="hero-title" className="hero__title">
              {platform.status === 'success' ? (
                platform.value.name
              ) : platform.status === 'loading' ? (
                <span className="skeleton hero__title-skeleton" aria-label="Loading" />
              ) : (
                'Welcome'
              )}
            </h1>
            {platform.status === 'success' && <p className="hero__tagline">{platform.value.tagline}</p>}
            <div className="hero__actions">
              <Link className="button button--primary" to="/sourcing/fabrics">
                Start Sourcing
              </Link>
              <Link className="button button--secondary" to="/membership-plans">
                Join Now
              </Link>
            </div>
          </div>
          <ul className="hero__categories" aria-label="What members trade">
            {CATEGORIES.map((category) => (
              <li key={category}>{category}</li>
            ))}
          </ul>
        </div>
      </section>
      <div className="container">
        {status.unreachable && (
          <div className="alert" role="alert">
            <strong>Backend unreachable at {status.backendUrl}</strong>
            <span>
              Start the local stack with <code>npm start</code>, or check <code>VITE_SUPABASE_URL</code>.
            </span>
          </div>
        )}
        <BackendStatusPanel status={status} />
      </div>
    </>
  );
}
