import { EXCHANGE_WINDOW_MS } from '@store/contract/constants';
import { SHOP, shopAddressText } from '@store/contract/shop';

// The store's own pages, written for the demo shop; names, address and contacts come from its
// identity (contract/src/shop.ts).
// Promises here must match what the code does: the exchange window is the one the server
// enforces, cancellation is allowed only while a line is 'Ordered', delivery estimates come
// from GET /api/pincode/{pincode}?product=, prices include GST and shipping is free.
// The page heading is the title (rendered by the web app), so the HTML starts below it.

const EXCHANGE_DAYS = EXCHANGE_WINDOW_MS / 86_400_000; // 3
const COMPANY = SHOP.legalName;
const ADDRESS = shopAddressText(SHOP);
const SUPPORT = `<a href="mailto:${SHOP.supportEmail}">${SHOP.supportEmail}</a>`;
const CARE = `${SHOP.supportPhone} (10 AM to 6 PM, Monday to Saturday)`;

export interface SeedPage {
  slug: string;
  title: string;
  html: string;
}

const aboutUs = `
<h2>Clothes made for India, shipped from Lucknow</h2>
<p>Vastra began in 2019 as a small workshop near Hazratganj, Lucknow, making chikankari kurtas for
friends and family. Today ${COMPANY} designs and sells everyday and ethnic wear for men and women
to shoppers in every state of India, from our own warehouse in Lucknow, Uttar Pradesh.</p>
<h3>What we make</h3>
<ul>
<li>Men's shirts, t-shirts, jeans and trousers for work and weekends.</li>
<li>Women's tops, dresses and kurtis in breathable cottons and rayons.</li>
<li>Ethnic wear for festivals and weddings: kurtas, sherwanis, Nehru jackets, sarees and lehengas.</li>
</ul>
<h3>What we promise</h3>
<ul>
<li><strong>Honest prices.</strong> The price you see includes GST. There are no hidden charges at checkout.</li>
<li><strong>Free shipping</strong> on every order, anywhere we deliver in India.</li>
<li><strong>Cash on delivery</strong> or secure online payment by UPI, card or net banking.</li>
<li><strong>Delivery dates you can plan around.</strong> Enter your pincode on any product page to see
whether we deliver there and when your order should arrive.</li>
<li><strong>Easy exchanges</strong> within ${EXCHANGE_DAYS} days of delivery if the size or the piece is not right.</li>
</ul>
<h3>Our people</h3>
<p>Many of our kurtas carry hand embroidery by artisans in and around Lucknow, who are paid fairly and
on time. Every piece is checked by hand before it is packed.</p>
<h3>Talk to us</h3>
<p>Write to ${SUPPORT}, call customer care on ${CARE}, or visit us at ${ADDRESS}.
You can also use our <a href="/contact-us">contact form</a>.</p>`;

const terms = `
<p>These terms apply to every purchase on this website, which is operated by ${COMPANY}, ${ADDRESS}
("Vastra", "we", "us"). By placing an order you accept them. Please also read our
<a href="/privacy-policy">Privacy Policy</a>, <a href="/shipping-policy">Shipping Policy</a>,
<a href="/return-policy">Return Policy</a> and <a href="/exchange-policy">Exchange Policy</a>.</p>
<h3>1. Your account</h3>
<p>You may shop as a registered customer or log in with a one-time password sent to your Indian mobile
number. Keep your password and OTPs private; you are responsible for orders placed from your account.</p>
<h3>2. Prices and payment</h3>
<ul>
<li>All prices are in Indian Rupees (₹) and include GST. Shipping is free.</li>
<li>Discounts and coupon codes apply as shown at checkout. A coupon may carry conditions, for example
<strong>FIRST25</strong>, which applies to a customer's first order only. One coupon per order.</li>
<li>You may pay online (UPI, cards, net banking and wallets through our payment partner) or by cash on delivery.</li>
<li>If a price is shown wrongly because of an obvious error, we may cancel the order and refund any amount paid.</li>
</ul>
<h3>3. Orders</h3>
<p>An order is confirmed when you receive the order confirmation. We may cancel an order if the item is out of
stock, the delivery pincode is not serviceable, or we suspect fraud; any amount paid is then refunded in full.</p>
<h3>4. Cancellation</h3>
<p>You can cancel an order line from <a href="/profile">your profile</a> while its status is <strong>Ordered</strong>,
that is, before it is shipped. Once shipped it can no longer be cancelled. Refunds for cancelled prepaid orders go back
to the original payment method within 5-7 working days.</p>
<h3>5. Exchanges</h3>
<p>Delivered items may be exchanged within ${EXCHANGE_DAYS} days of delivery as set out in our
<a href="/exchange-policy">Exchange Policy</a>.</p>
<h3>6. Product information</h3>
<p>We try to show colours and sizes accurately; screens differ, and handloom and hand-embroidered pieces vary slightly
from piece to piece. Such variation is not a defect.</p>
<h3>7. Reviews and content</h3>
<p>Reviews must be your own honest opinion of a product you bought. We may remove content that is abusive,
misleading or unlawful.</p>
<h3>8. Liability</h3>
<p>Our liability for any order is limited to the amount you paid for it, except where the law does not allow
such a limit.</p>
<h3>9. Law and disputes</h3>
<p>These terms are governed by the laws of India. Courts at Lucknow, Uttar Pradesh have jurisdiction. Complaints
can be raised with our Grievance Officer as described in the <a href="/privacy-policy">Privacy Policy</a>.</p>`;

const privacy = `
<p>${COMPANY} respects your privacy. This policy explains what personal data we collect, why, and your rights under
Indian law, including the Information Technology Act, 2000, the Information Technology (Reasonable Security
Practices and Procedures and Sensitive Personal Data or Information) Rules, 2011 and the Digital Personal Data
Protection Act, 2023.</p>
<h3>What we collect</h3>
<ul>
<li><strong>Account details:</strong> name, e-mail address, mobile number and, if you choose, gender.</li>
<li><strong>Delivery details:</strong> the addresses and pincodes you save or order to.</li>
<li><strong>Orders:</strong> what you bought, when, and its delivery, cancellation or exchange.</li>
<li><strong>Payments:</strong> the payment reference and status. Card, UPI and bank details are handled by our
payment partner and never stored by us.</li>
<li><strong>Messages</strong> you send us through the contact form, e-mail or phone.</li>
</ul>
<h3>Why we use it</h3>
<ul>
<li>To deliver your order, tell you its status and handle cancellations, exchanges and refunds.</li>
<li>To log you in securely, including by one-time passwords sent by SMS.</li>
<li>To answer your questions and complaints.</li>
<li>To meet legal duties such as GST invoicing and record keeping.</li>
</ul>
<p>We do not sell your personal data. We share it only with the courier delivering your order, our payment and SMS
partners, and authorities where the law requires it.</p>
<h3>Storage and security</h3>
<p>Your data is stored on servers in India. Passwords are stored only as secure hashes and one-time passwords expire
after a few minutes. We keep order records for as long as tax law requires and other data only as long as needed.</p>
<h3>Cookies and local storage</h3>
<p>Your browser keeps your cart, wishlist, last checked pincode and login session on your device so the site works
between visits. We do not use advertising trackers.</p>
<h3>Your rights</h3>
<p>You may ask to see, correct or erase your personal data, withdraw consent, or nominate someone to act for you.
Write to ${SUPPORT}. Some records (such as invoices) must be kept by law even after you close your account.</p>
<h3>Grievance Officer</h3>
<p>Ms. Ananya Srivastava, Grievance Officer, ${COMPANY}, ${ADDRESS}.
E-mail: <a href="mailto:grievance@vastra.in">grievance@vastra.in</a>. Phone: ${CARE}.
We acknowledge complaints within 48 hours and resolve them within one month.</p>`;

const shipping = `
<h3>Free shipping across India</h3>
<p>Shipping is free on every order. There is no minimum order value and no extra charge for cash on delivery.</p>
<h3>Where we deliver</h3>
<p>We ship from our warehouse in Lucknow, Uttar Pradesh to pincodes across India. Enter your pincode on a product page
to check delivery before you order: you will see <strong>Delivery available</strong> with an estimated delivery date,
or <strong>Delivery not available</strong> if our courier partners cannot reach that pincode for that product.</p>
<h3>How long it takes</h3>
<table>
<thead><tr><th scope="col">Delivery to</th><th scope="col">Estimated time</th></tr></thead>
<tbody>
<tr><td>Lucknow</td><td>2 working days</td></tr>
<tr><td>Up to 500 km (most of Uttar Pradesh, Delhi NCR, Bihar)</td><td>3 working days</td></tr>
<tr><td>500 to 1,000 km</td><td>4 working days</td></tr>
<tr><td>1,000 to 2,000 km (most metros)</td><td>5 working days</td></tr>
<tr><td>Farther and remote areas</td><td>up to 7 working days</td></tr>
</tbody>
</table>
<p>Working days are Monday to Saturday; couriers do not deliver on Sundays and some public holidays. Remote areas of
the North-East, Jammu and Kashmir, Ladakh, the Andaman and Nicobar Islands and Lakshadweep may take longer.</p>
<h3>Tracking your order</h3>
<p>Each item in <a href="/profile">your orders</a> shows its status: Ordered, Shipped, Out For Delivery and Delivered.</p>
<h3>Cash on delivery</h3>
<p>Please keep the exact amount ready. Our courier partner may call the mobile number on your address before delivery.</p>
<h3>Failed deliveries</h3>
<p>If the courier cannot reach you after three attempts, the parcel returns to us and any online payment is refunded
to the original payment method within 5-7 working days of its return.</p>`;

const returns = `
<p>We want you to love what you ordered. Because we make many of our pieces in small batches, we offer
<strong>exchanges</strong> rather than returns for a refund; see our <a href="/exchange-policy">Exchange Policy</a>.</p>
<h3>Before your order ships: cancel for a full refund</h3>
<p>You can cancel an item from <a href="/profile">your orders</a> while its status is <strong>Ordered</strong>.
Prepaid amounts are refunded to the original payment method (UPI, card, net banking or wallet) within
5-7 working days. Nothing is charged for cancelled cash on delivery orders.</p>
<h3>After delivery</h3>
<ul>
<li>If an item arrives damaged, defective, wrong or not as described, request an exchange within ${EXCHANGE_DAYS} days
of delivery. If we cannot send a replacement because it is out of stock, we refund the item instead.</li>
<li>Refunds for prepaid orders go to the original payment method within 5-7 working days of the returned item reaching
us. For cash on delivery orders we refund by bank transfer or UPI to an account you give us.</li>
<li>Items must be unused and unwashed, with their tags and original packing.</li>
</ul>
<h3>Items we cannot take back</h3>
<p>Items altered or stitched to measure after delivery, and items returned after the ${EXCHANGE_DAYS}-day window.</p>
<h3>Questions</h3>
<p>Write to ${SUPPORT} or call ${CARE}.</p>`;

const exchange = `
<p>If the size does not fit or the piece is not right, you can exchange it within <strong>${EXCHANGE_DAYS} days
(72 hours) of delivery</strong>. The window starts when the item's status becomes Delivered.</p>
<h3>How to request an exchange</h3>
<ol>
<li>Open <a href="/profile">your orders</a> and choose the delivered item.</li>
<li>Select <strong>Exchange</strong> and pick a reason: Damaged, Defective, Wrong Product, Not as described, or Other.</li>
<li>Our courier partner picks the item up from your address free of charge and delivers the replacement.</li>
</ol>
<h3>Conditions</h3>
<ul>
<li>The item must be unused and unwashed, with its original tags and packing.</li>
<li>Each item can be exchanged once, for the same product in another size or colour where available.</li>
<li>If the replacement is out of stock, we refund the item to the original payment method within 5-7 working days
(by bank transfer or UPI for cash on delivery orders).</li>
<li>Requests after ${EXCHANGE_DAYS} days cannot be accepted.</li>
</ul>
<p>Questions? Write to ${SUPPORT} or call ${CARE}.</p>`;

export const SEED_PAGES: SeedPage[] = [
  { slug: 'about-us', title: 'About Us', html: aboutUs },
  { slug: 'terms-and-conditions', title: 'Terms and Conditions', html: terms },
  { slug: 'privacy-policy', title: 'Privacy Policy', html: privacy },
  { slug: 'shipping-policy', title: 'Shipping Policy', html: shipping },
  { slug: 'return-policy', title: 'Return Policy', html: returns },
  { slug: 'exchange-policy', title: 'Exchange Policy', html: exchange },
];
