import { LandingPage } from '@/features/home/pages/landing-page.tsx';
import { AppLayout } from '@/features/shell/components/app-layout.tsx';

/** The root component; the router and its route table replace the single page when the pages land. */
export function App() {
  return (
    <AppLayout>
      <LandingPage />
    </AppLayout>
  );
}
