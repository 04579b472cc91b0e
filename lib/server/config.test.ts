import { serverConfig } from './config';

describe('serverConfig.siteUrl', () => {
  const saved = { SITE_URL: process.env.SITE_URL, PORT: process.env.PORT };
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  test('follows PORT when SITE_URL is unset, so OG images, the sitemap and robots name the real address', () => {
    delete process.env.SITE_URL;
    process.env.PORT = '3600';
    expect(serverConfig.siteUrl).toBe('http://localhost:3600');
  });

  test('defaults to port 3000 with neither set', () => {
    delete process.env.SITE_URL;
    delete process.env.PORT;
    expect(serverConfig.siteUrl).toBe('http://localhost:3000');
  });

  test('SITE_URL wins over PORT, without a trailing slash', () => {
    process.env.SITE_URL = 'https://slime.example.com/';
    process.env.PORT = '3600';
    expect(serverConfig.siteUrl).toBe('https://slime.example.com');
  });
});
