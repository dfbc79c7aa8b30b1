/** Sends SMS and WhatsApp messages (mobile OTPs now, interest notifications later). */
type TextChannel = 'sms' | 'whatsapp';

export interface TextMessage {
  channel: TextChannel;
  /** E.164 number, e.g. +919876543210. */
  to: string;
  text: string;
}

export interface TextMessageProvider {
  readonly name: string;
  send(message: TextMessage): Promise<void>;
}

export type Fetch = typeof fetch;

/** The provider could not be set up from the environment (an operator problem, not the caller's). */
export class ProviderNotConfigured extends Error {}

/** Raised when the provider refused or failed to deliver a message. */
export class SendFailed extends Error {}
