import 'server-only';
import { AppError } from '@/lib/server/http/errors';

export type SocialProvider = 'apple' | 'kakao';

// What a provider vouches for. `email` is set only when the provider says it is verified.
export type SocialIdentity = { provider: SocialProvider; subject: string; email: string | null };

export const PROVIDER_TIMEOUT_MS = 10_000;

const NAMES: Record<SocialProvider, string> = { apple: 'Apple', kakao: 'Kakao' };

export const notConfigured = (provider: SocialProvider, detail = 'is not configured on this server') =>
  new AppError('SOCIAL_NOT_CONFIGURED', `${NAMES[provider]} login ${detail}`);

export const tokenInvalid = (provider: SocialProvider) =>
  new AppError('SOCIAL_TOKEN_INVALID', `The ${NAMES[provider]} sign-in could not be verified`);

// The catalogue has no code for an unreachable provider; it is a server-side failure (1900)
// answered as 502 so clients and monitoring can tell it from our own errors.
export class ProviderUnavailable extends AppError {
  override readonly status = 502;
  constructor(provider: SocialProvider) {
    super('INTERNAL', `${NAMES[provider]} is not answering; try again later`);
  }
}
