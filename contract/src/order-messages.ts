// The spec's strings of coupons, addresses, profile, checkout and orders (MSG in messages.ts has
// them all). Apart from the account forms' strings: checkout carries only these.

export const ORDER_MSG = {
  // coupon, address, profile
  couponInvalid: 'Invalid Coupon Code',
  couponApplied: 'Coupon Applied',
  addressInvalid: 'Invalid Address',
  addressAdded: 'Address Added',
  addressUpdated: 'Address Updated',
  noAddress: 'No Address Found',
  profileFailed: 'Something went wrong',
  profileUpdated: 'User updated successfully',
  // checkout / orders
  selectAddress: 'Please select an address',
  selectPaymentMode: 'Please select a payment mode',
  orderPlaced: 'Order Placed',
  paymentSuccess: 'Payment Successful',
  paymentFailed: 'Payment Failed',
  // ours: a payment that came after its order expired, when the stock or the coupon was gone
  paymentRefund: 'Your payment came after the order had expired and it could not be kept: a full refund is on its way',
  noOrders: 'You have not placed any orders yet.',
  reviewFailed: 'Something went wrong',
  reviewSuccess: 'Review submitted successfully',
  exchangeFailed: 'Could not send exchange request',
  exchangeSuccess: 'Exchange request sent successfully',
  cancelFailed: 'Could not send cancel request',
  cancelSuccess: 'Cancel request sent successfully',
} as const;
