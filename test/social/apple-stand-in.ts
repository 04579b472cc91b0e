import { OAuth2Issuer, OAuth2Server, type Payload } from 'oauth2-mock-server';

export type AppleStandIn = {
  issuer: string;
  jwksUrl: string;
  kid: string;
  /** An id_token signed by the stand-in's key; `claims` are laid over iss/iat/exp/nbf. */
  idToken: (claims: Record<string, unknown>, opts?: { expiresIn?: number }) => Promise<string>;
  /** An id_token for the same issuer signed by a key the stand-in does not publish. */
  foreignIdToken: (claims: Record<string, unknown>, opts?: { kid?: string }) => Promise<string>;
  stop: () => Promise<void>;
};

function overlay(claims: Record<string, unknown>) {
  return (_header: unknown, payload: Payload) => {
    Object.assign(payload, claims);
  };
}

// A real OpenID provider on a free local port: publishes its keys at /jwks and signs tokens.
export async function startAppleStandIn(): Promise<AppleStandIn> {
  const server = new OAuth2Server();
  const key = await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const issuer = server.issuer.url!;
  return {
    issuer,
    jwksUrl: `${issuer}/jwks`,
    kid: key.kid,
    idToken: (claims, opts = {}) => server.issuer.buildToken({ scopesOrTransform: overlay(claims), expiresIn: opts.expiresIn }),
    foreignIdToken: async (claims, opts = {}) => {
      const rogue = new OAuth2Issuer();
      rogue.url = issuer;
      await rogue.keys.generate('RS256', opts.kid ? { kid: opts.kid } : undefined);
      return rogue.buildToken({ scopesOrTransform: overlay(claims) });
    },
    stop: () => server.stop(),
  };
}
