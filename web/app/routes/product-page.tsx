import type { ProductDetail } from '@store/contract/catalog';
import { SHOP_MSG as MSG } from '@store/contract/shop-messages';
import { data, redirect } from 'react-router';
import { ApiError, loaderApi } from '../lib/api';
import { productMeta } from '../product/product-seo';
import { ProductView } from '../product/product-view';
import { useStockForShopper } from '../product/stock-for-shopper';
import type { Route } from './+types/product-page';

// Both link forms of the spec reach this module: /{category}/{id}/{name} (route id 'product')
// and /product/{id}/{slug} ('product-by-slug'). Each answers 301 to the product's one canonical URL.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0 || String(id) !== params.id) throw data(MSG.notFound, { status: 404 });
  let product: ProductDetail;
  try {
    product = (await loaderApi(context, 'GET /product/product/:id', { params: { id } })).data;
  } catch (e) {
    if (e instanceof ApiError && (e.status === 404 || e.status === 400)) throw data(MSG.notFound, { status: 404 });
    throw e;
  }
  const url = new URL(request.url);
  let path = url.pathname;
  try {
    path = decodeURI(path);
  } catch {}
  if (path !== product.url) throw redirect(`${product.url}${url.search}`, 301);
  return { product, meta: productMeta(product, context.origin) };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => loaderData?.meta ?? [{ title: MSG.notFound }];

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const product = useStockForShopper(loaderData.product);
  // Keyed by product: moving to a similar product starts with fresh choices.
  return <ProductView key={product.id} product={product} />;
}
