import { EXCHANGE_WINDOW_MS } from '@store/contract/constants';
import { SHOP } from '@store/contract/shop';
import { avatarImage } from '../images/keys';

const EXCHANGE_DAYS = EXCHANGE_WINDOW_MS / 86_400_000;

/** FAQ answers are HTML (sanitised on save and on serve like the pages). */
export const SEED_FAQS: { question: string; answer: string }[] = [
  {
    question: 'Are your prices inclusive of GST?',
    answer: `<p>Yes. Every price on ${SHOP.name} includes GST. What you see on the product page is what you pay.</p>`,
  },
  {
    question: 'Do you charge for shipping?',
    answer: '<p>No. Shipping is free on every order across India, with no minimum order value.</p>',
  },
  {
    question: 'How do I know if you deliver to my pincode?',
    answer:
      '<p>Enter your 6-digit pincode in the <strong>Check</strong> box on any product page. You will see ' +
      '<strong>Delivery available</strong> with an estimated delivery date, or <strong>Delivery not available</strong>.</p>',
  },
  {
    question: 'How long will my order take to arrive?',
    answer:
      '<p>Orders are shipped from Lucknow. Delivery takes 2 working days within Lucknow, 3-5 working days to most ' +
      'of India and up to 7 working days to remote areas. See our <a href="/shipping-policy">Shipping Policy</a>.</p>',
  },
  {
    question: 'Is cash on delivery available?',
    answer:
      '<p>Yes. Choose <strong>Cash On Delivery</strong> at checkout. There is no extra charge for it. You can also ' +
      'pay online by UPI, debit or credit card, net banking or wallet.</p>',
  },
  {
    question: 'Can I cancel my order?',
    answer:
      '<p>Yes, while the item shows the status <strong>Ordered</strong>, from your orders in your profile. Once it is ' +
      'shipped it can no longer be cancelled. Prepaid amounts are refunded to the original payment method within ' +
      '5-7 working days.</p>',
  },
  {
    question: 'How do I exchange an item?',
    answer:
      `<p>Within ${EXCHANGE_DAYS} days of delivery, open the item in your orders and choose <strong>Exchange</strong> ` +
      'with a reason. We pick it up free of charge. See our <a href="/exchange-policy">Exchange Policy</a>.</p>',
  },
  {
    question: 'When will I get my refund?',
    answer:
      '<p>Refunds go back to the original payment method within 5-7 working days. For cash on delivery orders we ' +
      'refund by UPI or bank transfer to an account you give us.</p>',
  },
  {
    question: 'How do I choose the right size?',
    answer:
      '<p>Open the <strong>Size Chart</strong> tab on the product page and compare its measurements with a garment ' +
      'that fits you well. If you are between two sizes, choose the larger one.</p>',
  },
  {
    question: 'Do you have an offer on the first order?',
    answer: '<p>Yes. Use the coupon code <strong>FIRST25</strong> at checkout for 25% off your first order.</p>',
  },
  {
    question: 'Can I order without creating an account?',
    answer:
      '<p>Yes. Choose <strong>Login via OTP</strong>, enter your name, e-mail and mobile number, and log in with the ' +
      'one-time password we send by SMS.</p>',
  },
  {
    question: 'How can I contact customer care?',
    answer:
      `<p>Call ${SHOP.supportPhone} (10 AM to 6 PM, Monday to Saturday), write to ` +
      `<a href="mailto:${SHOP.supportEmail}">${SHOP.supportEmail}</a>, or use our <a href="/contact-us">contact form</a>.</p>`,
  },
];

/**
 * Five sample testimonials for the home page. Each image is an avatar the image route
 * draws from its key /images/a/<INITIALS>-<rrggbb> (avatarImage in images/keys.ts).
 */
const TESTIMONIALS: { name: string; description: string; rating: number; color: string }[] = [
  {
    name: 'Priya Sharma',
    description:
      'The chikankari kurti is even prettier in person and the fabric is soft. It reached Jaipur in three days, well packed.',
    rating: 5,
    color: '#b4456a',
  },
  {
    name: 'Rahul Verma',
    description:
      'Ordered a linen shirt with cash on delivery. Fit was a little loose, and the exchange for a smaller size was quick.',
    rating: 4,
    color: '#2f6f8f',
  },
  {
    name: 'Ananya Iyer',
    description:
      'Bought a silk saree for my sister’s wedding. The colour was exactly as shown and the delivery date was right.',
    rating: 5,
    color: '#8a5a9e',
  },
  {
    name: 'Mohammed Faizan',
    description:
      'Good quality sherwani at a fair price, GST included. Customer care helped me pick the size over the phone.',
    rating: 5,
    color: '#3d7a4f',
  },
  {
    name: 'Harpreet Kaur',
    description: 'Nice cotton tops for daily wear and the FIRST25 coupon worked on my first order. Will shop again.',
    rating: 4,
    color: '#c27c2c',
  },
];

export const SEED_TESTIMONIALS = TESTIMONIALS.map(({ color, ...t }) => ({ ...t, image: avatarImage(t.name, color) }));
