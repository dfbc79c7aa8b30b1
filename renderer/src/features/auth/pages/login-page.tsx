import { UpcomingStub } from '@/ui/upcoming-stub.tsx';

/** Stub until the account pages land. */
export function LoginPage() {
  return <UpcomingStub title="Login to LoomConnect" />;
}
