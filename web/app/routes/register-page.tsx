import { useGuestOnly } from '../account/guards';
import { AuthCard, FormSkeleton } from '../account/page-skeleton';
import { RegisterForm } from '../account/register-form';
import { pageMeta } from '../layout/seo';
import type { Route } from './+types/register-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Register',
    description: 'Create an account to save addresses, check out faster and follow your orders.',
    path: '/register',
    matches,
  });

export default function RegisterPage() {
  const ready = useGuestOnly();
  return <AuthCard title="Register">{ready ? <RegisterForm /> : <FormSkeleton rows={5} />}</AuthCard>;
}
