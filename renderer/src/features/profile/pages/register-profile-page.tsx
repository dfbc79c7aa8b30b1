import { UpcomingStub } from '@/ui/upcoming-stub.tsx';

/** Stub until the profile pages land. */
export function RegisterProfilePage() {
  return <UpcomingStub title="Complete Your Profile" />;
}
