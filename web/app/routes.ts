import { index, type RouteConfig, route } from '@react-router/dev/routes';

// docs/spec.md §2, every route kept exactly. Two link forms reach the product page (docs/spec.md §2).
const policies = ['terms-and-conditions', 'privacy-policy', 'shipping-policy', 'return-policy', 'exchange-policy'];

export default [
  index('routes/home-page.tsx'),
  route('login', 'routes/login-page.tsx'),
  route('register', 'routes/register-page.tsx'),
  route('profile', 'routes/profile-page.tsx'),
  route('profile/orders/:number', 'profile/orders/order-page.tsx'),
  route('checkout', 'routes/checkout-page.tsx'),
  route('about-us', 'routes/about-page.tsx'),
  route('contact-us', 'routes/contact-page.tsx'),
  route('faqs', 'routes/faq-page.tsx'),
  ...policies.map((slug) => route(slug, 'routes/policy-page.tsx', { id: `policy-${slug}` })),
  route('search/:kind/:id/:name', 'routes/listing-page.tsx'),
  route('product/:id/:slug', 'routes/product-page.tsx', { id: 'product-by-slug' }),
  route(':category/:id/:name', 'routes/product-page.tsx', { id: 'product' }),
  // The staff console: its own route modules (lazy chunks, never imported by a shop route).
  route('admin/login', 'admin/login-page.tsx'),
  route('admin/password', 'admin/password-page.tsx'),
  route('admin', 'admin/admin-layout.tsx', [
    index('admin/glance-page.tsx'),
    route('orders', 'admin/board-page.tsx'),
    route('orders/:id', 'admin/order-page.tsx'),
    route('customers', 'admin/customers-page.tsx'),
    route('customers/:id', 'admin/customer-page.tsx'),
    route('messages', 'admin/inbox-page.tsx'),
    route('reviews', 'admin/reviews-page.tsx'),
    route('products', 'admin/products/products-page.tsx'),
    route('products/csv', 'admin/products/catalogue-csv-page.tsx'),
    route('products/new', 'admin/products/product-editor-page.tsx', { id: 'admin-product-new' }),
    route('products/:id', 'admin/products/product-editor-page.tsx', { id: 'admin-product' }),
    route('stock', 'admin/stock/stock-table-page.tsx'),
    route('stock/import', 'admin/stock/stock-import-page.tsx'),
    route('stock/products/:id', 'admin/stock/product-stock-page.tsx'),
    route('content', 'admin/content/content-page.tsx'),
    route('coupons', 'admin/coupons/coupons-page.tsx'),
    route('settings', 'admin/settings/settings-page.tsx'),
    route('staff', 'admin/staff-page.tsx'),
    route('audit', 'admin/audit-page.tsx'),
  ]),
  route('*', 'routes/not-found-page.tsx'),
] satisfies RouteConfig;
