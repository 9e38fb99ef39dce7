// The spec's strings of the login, register, guest OTP and contact forms (MSG in messages.ts
// has them all).

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
} as const;
