import 'server-only';
export type Channel = 'email' | 'phone';

export type OutgoingMessage = { channel: Channel; to: string; subject: string; text: string };

// An SMS gateway. The webhook provider is the one we ship; a vendor SDK would implement the same.
export interface SmsProvider {
  send(to: string, text: string): Promise<void>;
}
