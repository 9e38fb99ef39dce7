import { categoryPath } from '@store/contract/slug';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { banners, categories, newLaunches } from '../db/schema';
import { bannerImage, launchImage } from '../images/keys';

// The home page's showcase: banners of the carousel (text is rendered by the page, the image
// carries none) and the New Launches row, whose items open the Coming Soon modal.

const BANNERS = [
  {
    title: 'The Festive Edit',
    subtitle: 'Silk sarees, lehengas and kurtas for the season of celebrations',
    category: 'ethnic-wear',
  },
  {
    title: 'Linen for the Indian Summer',
    subtitle: 'Breathable shirts and kurtas from ₹799',
    category: 'men',
  },
  {
    title: 'Everyday Dresses and Tops',
    subtitle: 'New colours every week, up to 60% off',
    category: 'women',
  },
  {
    title: 'Wedding Season Sherwanis',
    subtitle: 'Hand-finished sherwanis and Nehru jackets',
    category: 'ethnic-wear',
  },
];

const LAUNCHES = [
  {
    name: 'Lucknowi Chikankari Anarkali',
    description:
      'Hand-embroidered chikankari on soft georgette by artisans in Lucknow, with a flared anarkali cut and a matching dupatta. Arriving before Diwali.',
    kind: 'kurti',
    hex: '#f3e9d2',
    pattern: 'chikan',
  },
  {
    name: 'Kanjeevaram Silk Saree, Temple Border',
    description:
      'Pure mulberry silk woven in Kanchipuram with a contrast temple border and a rich zari pallu. A limited run of 200 pieces.',
    kind: 'saree',
    hex: '#8b1e3f',
    pattern: 'zari',
  },
  {
    name: 'Indigo Block-Print Kurta',
    description:
      'Hand block-printed in Bagru with natural indigo on breathable cotton. Relaxed fit with a mandarin collar, for men.',
    kind: 'kurta',
    hex: '#1f3a6b',
    pattern: 'block',
  },
  {
    name: 'Mirror-Work Navratri Lehenga',
    description:
      'A twirl-ready lehenga with Gujarati mirror work and a contrast dupatta, made for nine nights of garba.',
    kind: 'lehenga',
    hex: '#c2185b',
    pattern: 'buti',
  },
  {
    name: 'Raw Silk Nehru Jacket',
    description: 'A tailored raw-silk Nehru jacket with a subtle self-texture, to wear over kurtas or shirts.',
    kind: 'jacket',
    hex: '#b8860b',
    pattern: 'plain',
  },
] as const;

/** Idempotent: a store that already has banners and launches keeps them. */
export async function seedShowcase(db: Db): Promise<void> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(banners);
  if (n === 0) {
    const cats = await db.select().from(categories);
    const linkTo = (slug: string) => {
      const category = cats.find((c) => c.slug === slug);
      return category ? categoryPath(category) : '/';
    };
    await db.insert(banners).values(
      BANNERS.map(({ category, ...b }, i) => ({
        ...b,
        link: linkTo(category),
        image: bannerImage(i + 1),
        position: i,
      })),
    );
  }
  const [{ m }] = await db.select({ m: sql<number>`count(*)::int` }).from(newLaunches);
  if (m === 0)
    await db.insert(newLaunches).values(
      LAUNCHES.map((l, i) => ({
        name: l.name,
        description: l.description,
        images: [1, 2, 3].map((view) => launchImage(l.kind, l.hex, view, l.pattern)),
        position: i,
      })),
    );
}
