import { useRequireUser } from '../account/guards';
import { pageMeta } from '../layout/seo';
import { ProfileView } from '../profile/profile-view';
import type { Route } from './+types/profile-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: 'My Profile', path: '/profile', matches, extra: [{ name: 'robots', content: 'noindex' }] });

/** Guarded (docs/spec.md §2): the login lives in localStorage, so the server renders a skeleton. */
export default function ProfilePage() {
  const { user, leaving } = useRequireUser();
  if (!user) return <ProfileSkeleton />;
  return <ProfileView user={user} leaving={leaving} />;
}

function ProfileSkeleton() {
  return (
    <main
      aria-busy="true"
      aria-label="Loading your profile"
      className="mx-auto grid max-w-6xl animate-pulse gap-6 px-4 py-8 md:grid-cols-[16rem_1fr] md:gap-8 md:py-12"
    >
      <div className="space-y-5">
        <div className="h-20 rounded-xl bg-stone-100" />
        <div className="h-32 rounded-xl bg-stone-100" />
      </div>
      <div className="h-72 rounded-xl bg-stone-100" />
    </main>
  );
}
