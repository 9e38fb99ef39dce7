import { ContactForm } from '../contact/contact-form';
import { ShopMap, VisitUs } from '../contact/shop-details';
import { pageMeta } from '../layout/seo';
import { siteFrom } from '../layout/site';
import type { Route } from './+types/contact-page';

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFrom(matches);
  return pageMeta({
    title: 'Contact Us',
    description: `Write to ${site.name} or call customer care (10 AM to 6 PM). Our office is in ${site.city}, ${site.state}.`,
    path: '/contact-us',
    matches,
  });
};

export default function ContactPage() {
  return (
    <main className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Contact Us</h1>
      <p className="mt-2 max-w-2xl text-stone-600">
        Questions about an order, a size or a return? Send us a message and we will reply within one working day.
      </p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_24rem]">
        <ContactForm />
        <VisitUs />
      </div>
      <ShopMap />
    </main>
  );
}
