import type { Testimonial } from '@store/contract/content';
import { Picture, THUMB_WIDTHS } from '../ui/picture';
import { Stars } from '../ui/stars';

// docs/spec.md §2: five static samples. Shown when the API has none (or is not reachable).
const SAMPLES: Testimonial[] = [
  {
    name: 'Priya Sharma',
    description: 'The chikankari kurta fits perfectly and the fabric feels premium. Delivered to Pune in three days.',
    rating: 5,
    image: '',
  },
  {
    name: 'Rahul Verma',
    description: 'Ordered two linen shirts with cash on delivery. Colours are exactly as shown, stitching is neat.',
    rating: 5,
    image: '',
  },
  {
    name: 'Ananya Iyer',
    description: 'Exchanged a size without any hassle. Customer care called me back the same day.',
    rating: 4,
    image: '',
  },
  {
    name: 'Mohammed Arif',
    description:
      'Good quality at a fair price. The festive sherwani got a lot of compliments at my cousin\u2019s wedding.',
    rating: 5,
    image: '',
  },
  {
    name: 'Neha Gupta',
    description: 'Lovely saree and careful packaging. Will definitely shop again during the sale.',
    rating: 4,
    image: '',
  },
];

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

export function Testimonials({ items }: { items: Testimonial[] }) {
  const list = (items.length > 0 ? items : SAMPLES).slice(0, 5);
  return (
    <section aria-labelledby="testimonials-heading" className="below-fold bg-stone-50 py-12">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="testimonials-heading" className="text-center text-xl font-semibold tracking-tight sm:text-2xl">
          What Our Customers Say
        </h2>
        <ul
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard to scroll it
          tabIndex={0}
          aria-label="Testimonials"
          className="scrollbar-none focus-visible:outline-2 focus-visible:outline-brand-600 -mx-4 mt-8 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:grid-cols-5 lg:overflow-visible lg:px-0"
        >
          {list.map((t) => (
            <li key={t.id ?? t.name} className="w-[80%] shrink-0 snap-start sm:w-[45%] lg:w-auto">
              <figure className="flex h-full flex-col rounded-xl border border-stone-200 bg-white p-5">
                <Stars rating={t.rating} />
                <blockquote className="mt-3 flex-1 text-sm leading-relaxed text-stone-700">
                  <p>{t.description}</p>
                </blockquote>
                <figcaption className="mt-4 flex items-center gap-3">
                  {t.image ? (
                    <Picture
                      src={t.image}
                      alt=""
                      aspect="square"
                      sizes="40px"
                      widths={THUMB_WIDTHS}
                      className="h-10 w-10 rounded-full"
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="grid h-10 w-10 place-items-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700"
                    >
                      {initials(t.name)}
                    </span>
                  )}
                  <span className="text-sm font-semibold text-stone-900">{t.name}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
