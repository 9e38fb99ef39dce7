// The store's own details, shown in the header, footer, contact page and page titles.
export const SITE = {
  name: 'Vastra',
  tagline: 'Everyday and ethnic wear for men and women',
  description:
    'Shop kurtas, shirts, sarees, lehengas and more at honest prices. Free shipping across India, easy exchanges and cash on delivery.',
  address: ['Vastra Fashions Pvt. Ltd.', '2nd Floor, 14 Hazratganj Market', 'Lucknow, Uttar Pradesh 226001', 'India'],
  mapUrl: 'https://www.openstreetmap.org/search?query=Hazratganj%2C%20Lucknow',
  phones: [
    { label: 'Sales enquiry', number: '+91 98390 12345' },
    { label: 'Customer care (10 AM to 6 PM)', number: '+91 522 400 1234' },
    { label: 'Order query', number: '+91 98390 54321' },
  ],
  email: 'support@vastra.in',
  social: { label: 'Instagram', href: 'https://www.instagram.com/vastra.in' },
  year: 2022,
} as const;

export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;
