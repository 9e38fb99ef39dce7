// The spec's strings of forms, login, guest OTP, contact, coupons, addresses, profile, checkout
// and orders (MSG in messages.ts has them all).

export const ACCOUNT_MSG = {
  // login / register
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  nameRequired: 'Name is required',
  confirmPasswordRequired: 'Confirm password is required',
  phoneRequired: 'Phone number is required',
  phoneLength: 'Phone number must be of 10 characters only',
  passwordMin: 'Password must be at least 6 characters long',
  passwordMismatch: 'Passwords do not match',
  loginFailed: 'Invalid credentials',
  loginSuccess: 'Login successful',
  registerFailed: 'Registration failed',
  registerSuccess: 'Registration successful',
  // guest OTP
  guestAllRequired: 'All fields are required!',
  guestPhoneRequired: 'Phone number is required!',
  emailExists: 'Email already exists!',
  otpSendFailed: 'Unable to send OTP!',
  otpInvalid: 'Invalid OTP!',
  otpLoginFailed: 'Please use another email!',
  // contact
  contactPhoneDigits: 'Phone number must be 10 digits',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  contactFailed: 'Message failed to send',
  contactSuccess: 'Message sent successfully',
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
  noOrders: 'You have not placed any orders yet.',
  reviewFailed: 'Something went wrong',
  reviewSuccess: 'Review submitted successfully',
  exchangeFailed: 'Could not send exchange request',
  exchangeSuccess: 'Exchange request sent successfully',
  cancelFailed: 'Could not send cancel request',
  cancelSuccess: 'Cancel request sent successfully',
} as const;
