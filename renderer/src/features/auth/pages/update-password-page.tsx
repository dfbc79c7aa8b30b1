import { UpcomingStub } from '@/ui/upcoming-stub.tsx';

/** Stub until the account pages land. */
export function UpdatePasswordPage() {
  return <UpcomingStub title="Update Your Password" />;
}
