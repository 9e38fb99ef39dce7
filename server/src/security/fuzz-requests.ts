import {
  AddressInput,
  LoginInput,
  OtpSendInput,
  OtpVerifyInput,
  RegisterInput,
  UpdateUserInput,
} from '@store/contract/accounts';
import { ListingQuery, SuggestQuery } from '@store/contract/catalog';
import { ContactInput } from '@store/contract/contact';
import {
  BillingRequest,
  CancelRequest,
  CouponApplyQuery,
  ExchangeRequest,
  OrderStatusRequest,
  ReviewRequest,
} from '@store/contract/orders';
import { StockAlertRequest } from '@store/contract/stock-alerts';
import fc from 'fast-check';
import { z } from 'zod';
import { AdminOrdersQuery } from '../admin/admin.queries';
import { hostileText, jsonFor, queryFor, segmentOf, toJson } from './fuzz-arbitraries';
import type { RouteInfo } from './route-table';

// What the fuzzer sends: for each route of the app's own table (route-table.ts) and each page
// route of the web build, requests built from the contract's schema of that route.

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Rows the fuzz database holds, so that some requests reach past "not found". */
export interface Known {
  ids: string[];
  slugs: string[];
  shopperToken: string;
  /** a second shopper's: logout ends a session, and the shopper's must last the whole run */
  logoutToken: string;
  operatorToken: string;
}

// The payment widget's return: form fields, as Razorpay posts them.
const PaymentReturn = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
  'error[metadata]': z.string(),
});

/** The schema each route validates its query or body with. Every key must be in the route table. */
export const ROUTE_SCHEMAS: Record<string, { query?: z.ZodType; body?: z.ZodType }> = {
  'GET /api/product/product/search': { query: ListingQuery },
  'GET /api/product/suggest': { query: SuggestQuery },
  'GET /api/product/coupon/apply': { query: CouponApplyQuery },
  'GET /api/admin/orders': { query: AdminOrdersQuery },
  'GET /api/pincode/:pincode': { query: z.object({ product: z.coerce.number() }) },
  'GET /api/dev/outbox': { query: z.object({ phone: z.string() }) },
  'GET /api/dev/mail': { query: z.object({ email: z.string() }) },
  'POST /api/payment/billing': { body: BillingRequest },
  'POST /api/payment/cancel-order': { body: CancelRequest },
  'POST /api/payment/exchange': { body: ExchangeRequest },
  'POST /api/product/review': { body: ReviewRequest },
  'POST /api/admin/order-lines/:id/status': { body: OrderStatusRequest },
  'POST /api/auth/register': { body: RegisterInput },
  'POST /api/auth/login': { body: LoginInput },
  'PUT /api/auth/update/user': { body: UpdateUserInput },
  'POST /api/auth/otp/send': { body: OtpSendInput },
  'POST /api/auth/otp/verify': { body: OtpVerifyInput },
  'POST /api/auth/address': { body: AddressInput },
  'PUT /api/auth/address/:id': { body: AddressInput },
  'POST /api/general/contact-us': { body: ContactInput },
  'POST /api/product/notify-me': { body: StockAlertRequest },
  'POST /api/payment/success-payment': { body: PaymentReturn },
};

/** What a shopper types into the search box, "%" and "_" included. */
const shopperText = fc
  .array(fc.constantFrom('kurta', 'cotton', '100%', '50%', 'off', '%', '_', '25% Off', 'साड़ी', 'T-shirt', '😀'), {
    minLength: 1,
    maxLength: 4,
  })
  .map((w) => w.join(' '));

const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 40 });

/**
 * A value for a path parameter, by its name. Mostly real ids, slugs and kinds, so that requests
 * get past routing to the code that reads the other parts; then edge numbers and hostile text.
 */
function paramValue(name: string, known: Known): fc.Arbitrary<string> {
  const hostile = segmentOf(hostileText);
  const some = <T>(real: fc.Arbitrary<T>, ...rest: fc.Arbitrary<T>[]) =>
    fc.oneof({ weight: 3, arbitrary: real }, ...rest.map((arbitrary) => ({ weight: 1, arbitrary })));
  if (name === 'pincode') return some(fc.constant('226001'), fc.stringMatching(/^[0-9]{6}$/), digits, hostile);
  if (name === 'part')
    return some(
      fc.nat(99_999).map((n) => `sitemap-${n}.xml`),
      hostile,
    );
  if (name === 'kind') return some(fc.constantFrom('category', 'sub-category', 'search'), hostile);
  if (/id$/i.test(name) && known.ids.length) return some(fc.constantFrom(...known.ids), digits, hostile);
  // names and slugs: a real one, or text a shopper might put there (a search, "50% off")
  return some(fc.constantFrom(...known.slugs), segmentOf(shopperText), hostile, hostile);
}

/** A concrete path for a pattern: `:name` and `:name{regex}` parameters, a trailing `*`. */
export function pathFor(pattern: string, known: Known): fc.Arbitrary<string> {
  const parts = pattern.split('/').map((seg) => {
    if (seg === '*') return fc.array(segmentOf(hostileText), { minLength: 1, maxLength: 5 }).map((a) => a.join('/'));
    const m = /^:([A-Za-z]+)(\{.*\})?\??$/.exec(seg);
    return m ? paramValue(m[1], known) : fc.constant(seg);
  });
  return fc.tuple(...parts).map((p) => p.join('/'));
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Requests for one API route: its path, a query from its schema, a body from its schema, a token or none. */
export function apiRequest(route: RouteInfo, known: Known): fc.Arbitrary<FuzzRequest> {
  const schema = ROUTE_SCHEMAS[`${route.method} ${route.pattern}`] ?? {};
  const token = route.pattern.endsWith('/logout') ? known.logoutToken : known.shopperToken;
  const auth = fc.constantFrom<Record<string, string>>(
    {},
    { authorization: `Token ${token}` },
    { authorization: `Token ${token}` },
    { authorization: `Bearer ${known.operatorToken}` },
    { authorization: 'Token x' },
  );
  const bodyText = BODY_METHODS.has(route.method)
    ? fc.oneof(
        { weight: 6, arbitrary: jsonFor(schema.body ?? z.object({})).map(toJson) },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
        { weight: 1, arbitrary: hostileText },
        { weight: 1, arbitrary: queryFor(schema.body) }, // a form post
      )
    : fc.constant(undefined);
  const type = fc.constantFrom(
    'application/json',
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'application/x-www-form-urlencoded',
  );
  return fc
    .record({ path: pathFor(route.pattern, known), query: queryFor(schema.query), body: bodyText, auth, type })
    .map(({ path, query, body, auth, type }) => ({
      method: route.method,
      path: query ? `${path}?${query}` : path,
      headers: { ...auth, ...(body !== undefined && { 'content-type': type }) },
      body,
    }));
}

/** Requests for one page route: hostile parameters, listing filters, sometimes as a data request. */
export function pageRequest(pattern: string, known: Known): fc.Arbitrary<FuzzRequest> {
  const query = queryFor(ListingQuery, { q: hostileText, tab: hostileText, payment: hostileText });
  return fc.record({ path: pathFor(pattern, known), query, data: fc.boolean() }).map(({ path, query, data }) => {
    const p = data && path !== '/' ? `${path}.data` : path;
    return { method: 'GET', path: query ? `${p}?${query}` : p, headers: {} };
  });
}
