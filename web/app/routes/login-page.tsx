import { useSearchParams } from 'react-router';
import { useGuestOnly } from '../account/guards';
import { LoginForm } from '../account/login-form';
import { AuthCard, FormSkeleton } from '../account/page-skeleton';
import { safeNextPath } from '../auth/auth-store';
import { pageMeta } from '../layout/seo';
import type { Route } from './+types/login-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Login',
    path: '/login',
    matches,
    extra: [{ name: 'robots', content: 'noindex' }],
  });

export default function LoginPage() {
  const [params] = useSearchParams();
  const ready = useGuestOnly();
  return (
    <AuthCard title="Login">
      {ready ? <LoginForm next={safeNextPath(params.get('next'))} /> : <FormSkeleton />}
    </AuthCard>
  );
}
