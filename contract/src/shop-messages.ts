// The spec's strings on the pages everyone browses: the layout, the cart and wishlist panels,
// home and product pages (MSG in messages.ts has them all). The browser's shared chunk carries
// only these; the account, checkout and order strings load with the pages that show them.

export const SHOP_MSG = {
  announcement: 'Get 25% Off on First Order',
  notFound: 'Not found',
  // layout
  cartTitle: 'Shopping Cart',
  cartNote: 'Shipping and taxes calculated at checkout.',
  cartEmpty: 'No items in cart',
  continueShopping: 'Continue Shopping',
  wishlistTitle: 'Wishlist',
  wishlistEmpty: 'No items in wishlist',
  // product
  lowStock: 'Hurry up, Only few pieces left',
  outOfStockBadge: 'Out of Stock',
  deliveryAvailable: 'Delivery available',
  deliveryNotAvailable: 'Delivery not available',
  selectSize: 'Please select size',
  selectColor: 'Please select color',
  outOfStock: 'Out of stock',
  checkPincode: 'Please check pincode',
  addToCart: 'Add to Cart',
  goToCart: 'Go to Cart',
  buyNow: 'Buy Now',
  sizeChartMissing: 'Size chart not available',
  noReviews: 'No reviews available',
  inclusiveTaxes: 'Inclusive of all taxes',
  // home
  newLaunchFailed: 'Something went wrong!',
  // ours, not the spec's: a part of a page whose code did not arrive (dialogs, tabs, Place Order)
  loadFailed: 'Could not load this: please check your connection and try again',
  // ours: a pincode the India Post directory does not have (product page, address form, API)
  pincodeNotFound: 'Pincode not found',
} as const;
