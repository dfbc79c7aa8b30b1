import { Alert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';

/** Shown when a page's code could not download (offline, or a new version replaced it): reloading fixes both. */
export function PageLoadFailed() {
  return (
    <div className="container page-section">
      <Alert
        variant="danger"
        title="This page could not load"
        action={
          <Button variant="outline" size="sm" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      >
        Check your internet connection, then reload the page.
      </Alert>
    </div>
  );
}
