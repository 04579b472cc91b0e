import 'server-only';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { serverConfig } from '@/lib/server/config';
import { notConfigured, PROVIDER_TIMEOUT_MS, ProviderUnavailable, tokenInvalid, type SocialIdentity } from './provider';

// Apple signs with RS256 today; ES256 is accepted in case it rotates to EC keys.
const ALGORITHMS = ['RS256', 'ES256'];
const CLOCK_TOLERANCE_SECONDS = 60;

// One key set per URL: jose caches the keys and refetches when an unknown `kid` shows up.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySet(url: string) {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: PROVIDER_TIMEOUT_MS });
    keySets.set(url, set);
  }
  return set;
}

// The key set could not be fetched or read: the provider is down, not the token bad.
function isKeySetFailure(error: unknown): boolean {
  if (!(error instanceof errors.JOSEError)) return true;
  return error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid || error.code === errors.JOSEError.code;
}

function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

export async function verifyAppleIdToken(idToken: string): Promise<SocialIdentity> {
  const audience = serverConfig.appleClientIds;
  if (audience.length === 0) throw notConfigured('apple');
  let payload;
  try {
    ({ payload } = await jwtVerify(idToken, keySet(serverConfig.appleJwksUrl), {
      issuer: serverConfig.appleIssuer,
      audience,
      algorithms: ALGORITHMS,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['sub', 'iat', 'exp'],
    }));
  } catch (error) {
    if (isKeySetFailure(error)) {
      console.error('[social] Apple key set unavailable', error);
      throw new ProviderUnavailable('apple');
    }
    throw tokenInvalid('apple');
  }
  if (typeof payload.sub !== 'string' || !payload.sub) throw tokenInvalid('apple');
  const email = typeof payload.email === 'string' && isTrue(payload.email_verified) ? payload.email : null;
  return { provider: 'apple', subject: payload.sub, email };
}
