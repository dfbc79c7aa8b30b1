import { UpcomingStub } from '@/ui/upcoming-stub.tsx';

/** Stub until the profile pages land. */
export function ProfilePage() {
  return <UpcomingStub title="Profile" />;
}
