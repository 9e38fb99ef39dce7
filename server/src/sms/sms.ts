/** Sends one text message to an Indian mobile (10 digits; providers add +91). Throws SmsError. */
export interface SmsProvider {
  readonly name: 'dev' | 'http';
  send(phone: string, message: string): Promise<void>;
}

export class SmsError extends Error {}
