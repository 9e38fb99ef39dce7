import type { z } from 'zod';
import type {
  Address,
  AddressInput,
  AuthResult,
  LoginInput,
  OtpSendInput,
  OtpSent,
  OtpVerifyInput,
  RegisterInput,
  UpdateUserInput,
  User,
} from './accounts';
import type {
  Banner,
  Category,
  HomeRow,
  LineProduct,
  ListingMeta,
  NewLaunch,
  PincodeInfo,
  ProductCard,
  ProductDetail,
  Suggestions,
} from './catalog';
import type { TrackingStatus } from './constants';
import type { ContactInput } from './contact';
import type { ContentPage, Faq, Testimonial } from './content';
import type { RegisterVerify } from './guest-register';
import type { OrderDetail } from './order-detail';
import type {
  BillingRequest,
  BillingResponse,
  CancelRequest,
  CouponApplyResponse,
  ExchangeRequest,
  OrderLine,
  ReviewRequest,
} from './orders';
import type { ForgotAnswer } from './password-reset';
import type { ForgotInput, ResetInput } from './password-reset-input';
import type { ShopFace } from './shop-settings';
import type { StockAlertAnswer, StockAlertRequest } from './stock-alerts';

// The shopper's API, one entry per endpoint, named by its method and path under /api (`:name`
// marks a parameter), with what it takes and what it answers. The web calls it by that name
// (`api('GET /product/product/:id', { params: { id } })`, web/app/lib/api.ts), never by a path of
// its own and a hand-picked type; the table is types only, so no page ships any of it.
// server/src/security/endpoints.test.ts checks every entry against the routes the server
// registers. The staff console's calls (/api/admin) are web/app/admin/admin-api.ts's.

type In<S extends z.ZodType> = z.input<S>;
type LineChange = { id: number; tracking_status: TrackingStatus; message: string };

export interface Endpoints {
  // Accounts (server/src/accounts/, addresses/)
  /** register */
  'POST /auth/register': { body: In<typeof RegisterInput> & { otp?: string }; answer: RegisterVerify | { user: User } };
  /** login */
  'POST /auth/login': { body: In<typeof LoginInput>; answer: AuthResult };
  /** logout */
  'POST /auth/logout': { answer: unknown };
  /** sendOtp */
  'POST /auth/otp/send': { body: In<typeof OtpSendInput>; answer: OtpSent };
  /** verifyOtp */
  'POST /auth/otp/verify': { body: In<typeof OtpVerifyInput>; answer: AuthResult };
  /** forgotPassword */
  'POST /auth/password/forgot': { body: In<typeof ForgotInput>; answer: ForgotAnswer };
  /** resetPassword */
  'POST /auth/password/reset': { body: In<typeof ResetInput>; answer: unknown };
  /** me */
  'GET /auth/me': { answer: User };
  /** updateUser */
  'PUT /auth/update/user': { body: In<typeof UpdateUserInput>; answer: User };
  /** addresses */
  'GET /auth/address': { answer: Address[] };
  /** addAddress */
  'POST /auth/address': { body: In<typeof AddressInput>; answer: Address };
  /** updateAddress */
  'PUT /auth/address/:id': { body: In<typeof AddressInput>; answer: Address };
  /** deleteAddress */
  'DELETE /auth/address/:id': { answer: unknown };
  // Catalogue, search and delivery (server/src/catalog/, search/, pincodes/, stock-alerts/)
  /** categories */
  'GET /product/category/list': { answer: Category[] };
  /** banners */
  'GET /global/floating': { answer: Banner[] };
  /** homeRows */
  'GET /product/sub-category/product/list': { answer: HomeRow[] };
  /** newLaunches */
  'GET /product/new-launch': { answer: NewLaunch[] };
  /** product */
  'GET /product/product/:id': { answer: ProductDetail };
  /** lineProducts: `?ids=3,17` (at most LINE_PRODUCTS_MAX), what stored cart and wishlist lines are checked against */
  'GET /product/product/lines': { answer: LineProduct[] };
  /** productSearch: The query is the listing's filters (web/app/listing/listing-query.ts). */
  'GET /product/product/search': { answer: ProductCard[]; meta: Partial<ListingMeta> };
  /** suggest */
  'GET /product/suggest': { answer: Suggestions };
  /** pincode: `?product=<id>` adds whether that product reaches the pincode, and when. */
  'GET /pincode/:pincode': { answer: PincodeInfo };
  /** notifyMe */
  'POST /product/notify-me': { body: In<typeof StockAlertRequest>; answer: StockAlertAnswer };
  // Orders, coupons, reviews (server/src/orders/, coupons/, reviews/)
  /** applyCoupon: `?code=&subtotal=` (rupees) */
  'GET /product/coupon/apply': { answer: CouponApplyResponse };
  /** placeOrder */
  'POST /payment/billing': { body: BillingRequest; answer: BillingResponse };
  /** orderLines */
  'GET /payment/billing': { answer: OrderLine[] };
  /** order */
  'GET /payment/order/:number': { answer: OrderDetail };
  /** retryPayment */
  'POST /payment/order/:number/retry': { answer: BillingResponse };
  /** cancelLine */
  'POST /payment/cancel-order': { body: In<typeof CancelRequest>; answer: LineChange };
  /** exchangeLine */
  'POST /payment/exchange': { body: ExchangeRequest; answer: LineChange };
  /** review */
  'POST /product/review': { body: ReviewRequest; answer: unknown };
  // Content (server/src/content/)
  /** shopFace */
  'GET /general/shop': { answer: ShopFace };
  /** faqs */
  'GET /general/faq': { answer: Faq[] };
  /** testimonials */
  'GET /general/testimonials': { answer: Testimonial[] };
  /** contentPage: about-us and the policy pages, by slug */
  'GET /general/:slug': { answer: ContentPage };
  /** contactUs */
  'POST /general/contact-us': { body: In<typeof ContactInput>; answer: unknown };
}

/** Every key of Endpoints, at run time for the server's test (the web never imports it). */
export const ENDPOINT_KEYS: Record<keyof Endpoints, true> = {
  'POST /auth/register': true,
  'POST /auth/login': true,
  'POST /auth/logout': true,
  'POST /auth/otp/send': true,
  'POST /auth/otp/verify': true,
  'POST /auth/password/forgot': true,
  'POST /auth/password/reset': true,
  'GET /auth/me': true,
  'PUT /auth/update/user': true,
  'GET /auth/address': true,
  'POST /auth/address': true,
  'PUT /auth/address/:id': true,
  'DELETE /auth/address/:id': true,
  'GET /product/category/list': true,
  'GET /global/floating': true,
  'GET /product/sub-category/product/list': true,
  'GET /product/new-launch': true,
  'GET /product/product/:id': true,
  'GET /product/product/lines': true,
  'GET /product/product/search': true,
  'GET /product/suggest': true,
  'GET /pincode/:pincode': true,
  'POST /product/notify-me': true,
  'GET /product/coupon/apply': true,
  'POST /payment/billing': true,
  'GET /payment/billing': true,
  'GET /payment/order/:number': true,
  'POST /payment/order/:number/retry': true,
  'POST /payment/cancel-order': true,
  'POST /payment/exchange': true,
  'POST /product/review': true,
  'GET /general/shop': true,
  'GET /general/faq': true,
  'GET /general/testimonials': true,
  'GET /general/:slug': true,
  'POST /general/contact-us': true,
};
