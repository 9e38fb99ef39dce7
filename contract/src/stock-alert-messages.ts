// The "Notify me" strings of the product page (ours, not the spec's), shared by the browser's
// dialog and the server's answers. No zod here: the browser imports this file.

export const STOCK_ALERT_MSG = {
  title: 'Notify me',
  intro: 'We will send you one message when it is back in stock.',
  chooseSize: 'Choose the size you want',
  saved: 'Done: we will let you know when it is back in stock.',
  inStock: 'This size is in stock: you can add it to your cart now',
  notFound: 'This colour and size is not sold here',
  tooMany: 'Too many requests. Please try again later.',
} as const;

/** The one SMS a shopper gets when the colour and size they asked about is back. */
export const backInStockSms = (shop: string, product: string, color: string, size: string, url: string) =>
  `${shop}: ${product} (${color}, ${size}) is back in stock. ${url}`;
