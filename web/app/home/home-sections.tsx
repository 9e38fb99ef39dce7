import type { Category } from '@store/contract/catalog';
import { categoryPath } from '@store/contract/slug';
import { Link } from '../lib/link';
import { Picture } from '../ui/picture';

/** Shop By Category: the Men and Women cards (docs/spec.md §2), pictured by a product of each. */
export function ShopByCategory({ cards }: { cards: { category: Category; image: string | null }[] }) {
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="shop-by-category" className="mx-auto max-w-7xl px-4 py-8">
      <h2 id="shop-by-category" className="mb-4 text-xl font-semibold tracking-tight sm:text-2xl">
        Shop By Category
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-5">
        {cards.map(({ category, image }) => (
          <li key={category.id}>
            <Link
              to={categoryPath(category)}
              className="group relative block overflow-hidden rounded-xl bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:flex sm:items-center"
            >
              <span className="hidden flex-1 flex-col gap-3 p-8 sm:flex">
                <span className="text-sm font-semibold uppercase tracking-widest text-stone-600">Shop</span>
                <span className="text-3xl font-bold text-stone-900">{category.name}</span>
                <span className="w-fit rounded-full bg-ink px-5 py-2 text-sm font-semibold text-white group-hover:bg-brand-700">
                  Shop now
                </span>
              </span>
              <Picture
                src={image}
                alt=""
                aspect="product"
                sizes="(min-width: 1280px) 246px, (min-width: 640px) calc(20vw - 0.65rem), calc(50vw - 1.375rem)"
                className="sm:w-2/5 sm:shrink-0"
                imgClassName="transition duration-500 group-hover:scale-105"
              />
              <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent p-4 pt-16 text-xl font-bold text-white sm:hidden">
                {category.name}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The first-order offer of the announcement bar, as a banner between the rows. */
export function PromoBanner({ to }: { to: string }) {
  return (
    <section aria-labelledby="promo-heading" className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-gradient-to-r from-brand-900 to-brand-700 px-6 py-8 text-white sm:flex-row sm:items-center sm:justify-between sm:px-10">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-white/80">First order offer</p>
          <h2 id="promo-heading" className="mt-1 text-2xl font-bold sm:text-3xl">
            Get 25% off your first order
          </h2>
          <p className="mt-2 text-white/90">
            Use code <strong className="rounded bg-white/15 px-1.5 py-0.5 font-mono tracking-wider">FIRST25</strong> at
            checkout. Free shipping across India.
          </p>
        </div>
        <Link
          to={to}
          className="inline-flex h-11 shrink-0 items-center rounded-full bg-white px-6 font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          Shop the collection
        </Link>
      </div>
    </section>
  );
}

const REASONS = [
  {
    title: 'Quality Products',
    text: 'Fabrics and stitching checked piece by piece before they ship.',
    icon: 'M12 3l2.5 5 5.5.8-4 3.9.9 5.5L12 15.6 7.1 18.2l.9-5.5-4-3.9 5.5-.8L12 3Z',
  },
  {
    title: 'Effective Pricing',
    text: 'Honest prices inclusive of GST, with no hidden charges at checkout.',
    icon: 'M7 4h10M7 8h10M13 20 7 12h3a4 4 0 0 0 0-8',
  },
  {
    title: 'Fast Delivery',
    text: 'Free shipping to every serviceable pincode, usually within 3–6 days.',
    icon: 'M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  },
  {
    title: 'Support',
    text: 'Real people on call from 10 AM to 6 PM, and easy exchanges.',
    icon: 'M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v5H5a1 1 0 0 1-1-1v-4ZM20 13h-3v5h2a1 1 0 0 0 1-1v-4Z',
  },
] as const;

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-us" className="below-fold mx-auto max-w-7xl px-4 py-12">
      <h2 id="why-us" className="text-center text-xl font-semibold tracking-tight sm:text-2xl">
        Why Choose Us
      </h2>
      <ul className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {REASONS.map((r) => (
          <li key={r.title} className="rounded-xl border border-stone-200 p-5 text-center">
            <svg
              viewBox="0 0 24 24"
              className="mx-auto h-10 w-10 text-brand-600"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              <path d={r.icon} />
            </svg>
            <h3 className="mt-3 font-semibold">{r.title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-stone-600">{r.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
