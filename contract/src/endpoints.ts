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
import { type Endpoint, of } from './api';
import type {
  Banner,
  Category,
  HomeRow,
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

// The shopper's API, one export per endpoint: the web calls these (web/app/lib/api.ts), never a
// string path, and server/src/security/endpoints.test.ts checks each against the routes the server
// registers. Each is its own constant so a page bundles only the ones it calls. Paths are under
// /api; the staff console's calls (/api/admin) are web/app/admin/admin-api.ts's.

type In<S extends z.ZodType> = z.input<S>;

// Accounts (server/src/accounts/)
export const register = {
  method: 'POST',
  path: '/auth/register',
  body: of<In<typeof RegisterInput> & { otp?: string }>,
  answer: of<RegisterVerify | { user: User }>,
} as const;
export const login = {
  method: 'POST',
  path: '/auth/login',
  body: of<In<typeof LoginInput>>,
  answer: of<AuthResult>,
} as const;
export const logout = { method: 'POST', path: '/auth/logout', answer: of<unknown> } as const;
export const sendOtp = {
  method: 'POST',
  path: '/auth/otp/send',
  body: of<In<typeof OtpSendInput>>,
  answer: of<OtpSent>,
} as const;
export const verifyOtp = {
  method: 'POST',
  path: '/auth/otp/verify',
  body: of<In<typeof OtpVerifyInput>>,
  answer: of<AuthResult>,
} as const;
export const forgotPassword = {
  method: 'POST',
  path: '/auth/password/forgot',
  body: of<In<typeof ForgotInput>>,
  answer: of<ForgotAnswer>,
} as const;
export const resetPassword = {
  method: 'POST',
  path: '/auth/password/reset',
  body: of<In<typeof ResetInput>>,
  answer: of<unknown>,
} as const;
export const me = { method: 'GET', path: '/auth/me', answer: of<User> } as const;
export const updateUser = {
  method: 'PUT',
  path: '/auth/update/user',
  body: of<In<typeof UpdateUserInput>>,
  answer: of<User>,
} as const;
export const addresses = { method: 'GET', path: '/auth/address', answer: of<Address[]> } as const;
export const addAddress = {
  method: 'POST',
  path: '/auth/address',
  body: of<In<typeof AddressInput>>,
  answer: of<Address>,
} as const;
export const updateAddress = {
  method: 'PUT',
  path: '/auth/address/:id',
  body: of<In<typeof AddressInput>>,
  answer: of<Address>,
} as const;
export const deleteAddress = { method: 'DELETE', path: '/auth/address/:id', answer: of<unknown> } as const;

// Catalogue, search and delivery (server/src/catalog/, search/, pincodes/, stock-alerts/)
export const categories = { method: 'GET', path: '/product/category/list', answer: of<Category[]> } as const;
export const banners = { method: 'GET', path: '/global/floating', answer: of<Banner[]> } as const;
export const homeRows = { method: 'GET', path: '/product/sub-category/product/list', answer: of<HomeRow[]> } as const;
export const newLaunches = { method: 'GET', path: '/product/new-launch', answer: of<NewLaunch[]> } as const;
export const product = { method: 'GET', path: '/product/product/:id', answer: of<ProductDetail> } as const;
/** The query is the listing's filters (web/app/listing/listing-query.ts). */
export const productSearch = {
  method: 'GET',
  path: '/product/product/search',
  answer: of<ProductCard[]>,
  meta: of<Partial<ListingMeta>>,
} as const;
export const suggest = { method: 'GET', path: '/product/suggest', answer: of<Suggestions> } as const;
/** `?product=<id>` adds whether that product reaches the pincode, and when. */
export const pincode = { method: 'GET', path: '/pincode/:pincode', answer: of<PincodeInfo> } as const;
export const notifyMe = {
  method: 'POST',
  path: '/product/notify-me',
  body: of<In<typeof StockAlertRequest>>,
  answer: of<StockAlertAnswer>,
} as const;

// Orders, coupons, reviews (server/src/orders/, coupons/, reviews/)
/** `?code=&subtotal=` (rupees) */
export const applyCoupon = { method: 'GET', path: '/product/coupon/apply', answer: of<CouponApplyResponse> } as const;
export const placeOrder = {
  method: 'POST',
  path: '/payment/billing',
  body: of<BillingRequest>,
  answer: of<BillingResponse>,
} as const;
export const orderLines = { method: 'GET', path: '/payment/billing', answer: of<OrderLine[]> } as const;
export const order = { method: 'GET', path: '/payment/order/:number', answer: of<OrderDetail> } as const;
export const retryPayment = {
  method: 'POST',
  path: '/payment/order/:number/retry',
  answer: of<BillingResponse>,
} as const;
type LineChange = { id: number; tracking_status: TrackingStatus; message: string };
export const cancelLine = {
  method: 'POST',
  path: '/payment/cancel-order',
  body: of<In<typeof CancelRequest>>,
  answer: of<LineChange>,
} as const;
export const exchangeLine = {
  method: 'POST',
  path: '/payment/exchange',
  body: of<ExchangeRequest>,
  answer: of<LineChange>,
} as const;
export const review = {
  method: 'POST',
  path: '/product/review',
  body: of<ReviewRequest>,
  answer: of<unknown>,
} as const;

// Content (server/src/content/)
export const shopFace = { method: 'GET', path: '/general/shop', answer: of<ShopFace> } as const;
export const faqs = { method: 'GET', path: '/general/faq', answer: of<Faq[]> } as const;
export const testimonials = { method: 'GET', path: '/general/testimonials', answer: of<Testimonial[]> } as const;
/** about-us and the policy pages, by slug */
export const contentPage = { method: 'GET', path: '/general/:slug', answer: of<ContentPage> } as const;
export const contactUs = {
  method: 'POST',
  path: '/general/contact-us',
  body: of<In<typeof ContactInput>>,
  answer: of<unknown>,
} as const;

// Every export above is an Endpoint; a typo in a method or a field fails here.
type Check<T extends Record<string, Endpoint>> = T;
export type ShopperEndpoints = Check<typeof import('./endpoints')>;
