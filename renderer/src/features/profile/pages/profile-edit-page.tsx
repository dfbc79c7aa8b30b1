import { UpcomingStub } from '@/ui/upcoming-stub.tsx';

/** Stub until the profile pages land. */
export function ProfileEditPage() {
  return <UpcomingStub title="Edit Your Profile" />;
}
