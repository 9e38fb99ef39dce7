import { contentOf, ProsePage } from '../layout/prose-page';
import { pageMeta } from '../layout/seo';
import { siteFrom } from '../layout/site';
import { loaderApi } from '../lib/api';
import type { Route } from './+types/about-page';

export async function loader({ context }: Route.LoaderArgs) {
  // docs/spec.md §8: a failed load is silent; the heading still shows.
  const html = await loaderApi(context, 'GET /general/:slug', { params: { slug: 'about-us' } })
    .then((r) => contentOf(r.data))
    .catch(() => '');
  return { html };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFrom(matches);
  return pageMeta({
    title: 'About Us',
    description: `${site.name}: ${site.tagline}, designed and shipped from ${site.city}.`,
    path: '/about-us',
    matches,
  });
};

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return <ProsePage title="About Us" html={loaderData.html} />;
}
