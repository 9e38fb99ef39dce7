import type { Faq } from '@store/contract/content';
import { ChevronIcon } from '../layout/icons';
import { ProsePage } from '../layout/prose-page';
import { pageMeta } from '../layout/seo';
import { useSite } from '../layout/site';
import { loaderApi } from '../lib/api';
import { Link } from '../lib/link';
import type { Route } from './+types/faq-page';

export async function loader({ context }: Route.LoaderArgs) {
  const faqs = await loaderApi(context, 'GET /general/faq')
    .then((r) => (Array.isArray(r.data) ? r.data.filter((f) => f && typeof f.question === 'string') : []))
    .catch(() => [] as Faq[]);
  return { faqs };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Frequently Asked Questions',
    description: 'Answers about orders, delivery, payments, returns and exchanges.',
    path: '/faqs',
    matches,
  });

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const SITE = useSite();
  const { faqs } = loaderData;
  return (
    <ProsePage title="Frequently Asked Questions">
      <p className="mt-3 text-stone-600">
        Orders, delivery, payments, returns and exchanges: the answers shoppers ask for most.
      </p>
      {faqs.length === 0 ? (
        <p className="mt-8 text-stone-600">No questions yet.</p>
      ) : (
        <div className="mt-8 divide-y divide-stone-200 border-y border-stone-200" data-testid="faq-list">
          {faqs.map((f, i) => (
            <details key={f.id ?? i} className="group" open={i === 0}>
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-left font-medium text-stone-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
                {f.question}
                <ChevronIcon className="h-5 w-5 shrink-0 text-stone-500 transition group-open:rotate-180" />
              </summary>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (docs/decisions/0020) */}
              <div className="prose pb-5" dangerouslySetInnerHTML={{ __html: f.answer }} />
            </details>
          ))}
        </div>
      )}
      <section className="mt-10 rounded-xl bg-stone-50 p-6" aria-labelledby="faq-more">
        <h2 id="faq-more" className="text-lg font-semibold">
          Still have a question?
        </h2>
        <p className="mt-2 text-stone-700">
          Our customer care team is available from 10 AM to 6 PM on {(SITE.phones[1] ?? SITE.phones[0])?.number}, or
          write to{' '}
          <a href={`mailto:${SITE.supportEmail}`} className="font-medium text-brand-700 underline underline-offset-2">
            {SITE.supportEmail}
          </a>
          .
        </p>
        <Link
          to="/contact-us"
          className="mt-4 inline-flex h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Contact Us
        </Link>
      </section>
    </ProsePage>
  );
}
