import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type KakaoProfile = {
  id: number;
  kakao_account?: { email?: string; is_email_valid?: boolean; is_email_verified?: boolean };
};

export type KakaoStandInOptions = {
  restApiKey: string;
  clientSecret?: string;
  appId: number;
};

type Received = { method: string; path: string; headers: http.IncomingHttpHeaders; body: string };

// A local stand-in for Kakao's three endpoints that the server calls: the code exchange
// (kauth /oauth/token) and the token check and profile (kapi /v1/user/access_token_info, /v2/user/me).
export class KakaoStandIn {
  readonly received: Received[] = [];
  /** Authorization codes this stand-in accepts: code → { redirectUri, profile }. Each works once. */
  readonly codes = new Map<string, { redirectUri: string; profile: KakaoProfile }>();
  /** Access tokens: token → { appId, profile }. */
  readonly tokens = new Map<string, { appId: number; profile: KakaoProfile }>();
  /** When set, every endpoint answers this status (e.g. 500 for an outage). */
  failWith: number | null = null;
  private server = http.createServer((req, res) => void this.handle(req, res));
  private issued = 0;

  constructor(private readonly options: KakaoStandInOptions) {}

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  start(): Promise<this> {
    return new Promise((resolve) => this.server.listen(0, '127.0.0.1', () => resolve(this)));
  }

  stop(): Promise<void> {
    return new Promise((resolve, reject) => this.server.close((err) => (err ? reject(err) : resolve())));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let body = '';
    for await (const chunk of req) body += chunk;
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    this.received.push({ method: req.method ?? '', path, headers: req.headers, body });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
      res.end(JSON.stringify(payload));
    };
    if (this.failWith) return send(this.failWith, { msg: 'internal error', code: -1 });

    if (req.method === 'POST' && path === '/oauth/token') {
      const form = new URLSearchParams(body);
      const grant = this.codes.get(form.get('code') ?? '');
      const clientOk =
        form.get('client_id') === this.options.restApiKey &&
        (this.options.clientSecret === undefined || form.get('client_secret') === this.options.clientSecret);
      if (!clientOk) return send(401, { error: 'invalid_client', error_code: 'KOE010' });
      if (form.get('grant_type') !== 'authorization_code' || !grant || grant.redirectUri !== form.get('redirect_uri')) {
        return send(400, { error: 'invalid_grant', error_description: 'authorization code not found', error_code: 'KOE320' });
      }
      this.codes.delete(form.get('code') ?? '');
      const accessToken = `issued-${++this.issued}`;
      this.tokens.set(accessToken, { appId: this.options.appId, profile: grant.profile });
      return send(200, { token_type: 'bearer', access_token: accessToken, expires_in: 21599, refresh_token: 'r', scope: 'account_email' });
    }

    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const token = bearer ? this.tokens.get(bearer) : undefined;
    if (req.method === 'GET' && (path === '/v1/user/access_token_info' || path === '/v2/user/me')) {
      if (!token) return send(401, { msg: 'this access token does not exist', code: -401 });
      if (path === '/v1/user/access_token_info') {
        return send(200, { id: token.profile.id, expires_in: 7199, app_id: token.appId });
      }
      return send(200, { ...token.profile, connected_at: '2026-01-01T00:00:00Z' });
    }
    send(404, { msg: 'not found', code: -404 });
  }
}
