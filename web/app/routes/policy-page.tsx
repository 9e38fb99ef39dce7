import { SHOP_MSG as MSG } from '@store/contract/shop-messages';
import { data } from 'react-router';
import { contentOf, ProsePage } from '../layout/prose-page';
import { pageMeta } from '../layout/seo';
import { POLICY_LINKS } from '../layout/site-footer';
import { loaderApi } from '../lib/api';
import type { Route } from './+types/policy-page';

/** One module for the five policy routes; the path says which (routes.ts). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, '');
  const policy = POLICY_LINKS.find((p) => p.to === path);
  if (!policy) throw data(MSG.notFound, { status: 404 });
  const html = await loaderApi(context, 'GET /general/:slug', { params: { slug: policy.to.slice(1) } })
    .then((r) => contentOf(r.data))
    .catch(() => '');
  return { title: policy.label, path: policy.to, html };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta({
        title: loaderData.title,
        description: `${loaderData.title} of our store.`,
        path: loaderData.path,
        matches,
      })
    : [{ title: MSG.notFound }];

export default function PolicyPage({ loaderData }: Route.ComponentProps) {
  return <ProsePage title={loaderData.title} html={loaderData.html} />;
}
