import { UpcomingStub } from '@/ui/upcoming-stub.tsx';

/** Stub until the account pages land. */
export function SignupPage() {
  return <UpcomingStub title="Sign Up" />;
}
