import type { MetaDescriptor } from 'react-router';
import { SITE, siteFrom } from './site';

/** The absolute origin the root loader saw, read from the root match in a meta function. */
export function originFrom(matches: readonly unknown[]): string {
  const root = matches.find((m) => (m as { id?: string } | undefined)?.id === 'root') as
    | { loaderData?: { origin?: string } }
    | undefined;
  return root?.loaderData?.origin ?? '';
}

/**
 * Title, description, canonical link and Open Graph tags of one page. `path` is the
 * canonical path (no filter query), so shared or sorted copies point search engines at one URL.
 */
export function pageMeta(opts: {
  title: string;
  description?: string;
  path: string;
  /** The route's matches, whose root data carries the origin; or the origin itself. */
  matches?: readonly unknown[];
  origin?: string;
  image?: string;
  type?: 'website' | 'product';
  extra?: MetaDescriptor[];
}): MetaDescriptor[] {
  const origin = opts.origin ?? originFrom(opts.matches ?? []);
  const url = `${origin}${opts.path}`;
  const site = siteFrom(opts.matches);
  // the home page passes the shop's name (the compiled one, or the one in force)
  const home = opts.title === SITE.name || opts.title === site.name;
  const title = home ? `${site.name} – ${site.tagline}` : `${opts.title} | ${site.name}`;
  const description = opts.description ?? site.description;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: site.name },
    { property: 'og:type', content: opts.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: 'en_IN' },
    { name: 'twitter:card', content: opts.image ? 'summary_large_image' : 'summary' },
  ];
  if (opts.image) tags.push({ property: 'og:image', content: `${origin}${opts.image}` });
  return [...tags, ...(opts.extra ?? [])];
}

/** schema.org BreadcrumbList as a JSON-LD script (data, not code: fine under the CSP). */
export function breadcrumbLd(origin: string, crumbs: { name: string; path: string }[]): MetaDescriptor {
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((c, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: c.name,
        item: `${origin}${c.path}`,
      })),
    },
  };
}
