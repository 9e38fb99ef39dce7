import type { ProductDetail } from '@store/contract/catalog';
import { imageUrl } from '@store/contract/images';
import { plainTextOf } from '@store/contract/rich-text';
import { categoryPath, subCategoryPath } from '@store/contract/slug';
import type { MetaDescriptor } from 'react-router';
import { breadcrumbLd, pageMeta } from '../layout/seo';
import { SITE } from '../layout/site';

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** schema.org Product: the price shoppers pay (INR), availability and, when reviewed, the rating. */
export function productLd(p: ProductDetail, origin: string): MetaDescriptor {
  const images = p.colors.flatMap((c) => c.images).slice(0, 6);
  const inStock = p.inventory > 0;
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: p.name,
      image: (images.length ? images : [p.image_1]).map((i) => `${origin}${imageUrl(i, 960, 'webp')}`),
      description: plainTextOf(p.description),
      sku: String(p.id),
      brand: { '@type': 'Brand', name: SITE.name },
      category: `${p.category.name} > ${p.sub_category.name}`,
      offers: {
        '@type': 'Offer',
        url: `${origin}${p.url}`,
        priceCurrency: 'INR',
        price: p.discounted_price.toFixed(2),
        availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
      ...(p.rating.count > 0 && {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: p.rating.average.toFixed(1),
          reviewCount: p.rating.count,
          bestRating: 5,
          worstRating: 1,
        },
      }),
    },
  };
}

/**
 * The product page's tags, built by its loader on the server: the page ships them as data, so
 * the browser does not carry this code (0.7 KB gzip of the page's JavaScript budget).
 */
export function productMeta(p: ProductDetail, origin: string): MetaDescriptor[] {
  const price = `₹${p.discounted_price.toLocaleString('en-IN')}`;
  return pageMeta({
    title: p.name,
    description: clip(
      `${p.name} at ${price}${p.discount > 0 ? ` (${p.discount}% off)` : ''}. ${plainTextOf(p.description)}`,
      160,
    ),
    path: p.url,
    origin,
    image: p.image_1 ? imageUrl(p.image_1, 1280, 'webp') : undefined,
    type: 'product',
    extra: [
      { property: 'product:price:amount', content: p.discounted_price.toFixed(2) },
      { property: 'product:price:currency', content: 'INR' },
      productLd(p, origin),
      breadcrumbLd(origin, [
        { name: 'Home', path: '/' },
        { name: p.category.name, path: categoryPath(p.category) },
        { name: p.sub_category.name, path: subCategoryPath(p.sub_category) },
        { name: p.name, path: p.url },
      ]),
    ],
  });
}
