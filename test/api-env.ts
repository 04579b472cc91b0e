// The environment of every API test file; its database comes from ./api-environment.ts.
process.env.SEED_DEMO ??= 'false';
// Requests in API tests carry the client address the way the production server hands it over.
process.env.SLIME_CLIENT_SECRET = 'test-client-secret';
