import { loadConfig } from './config';

describe('loadConfig: the account entry of e-mail links', () => {
  it('is ACCOUNT_URL when set (without its trailing slash)', () => {
    expect(loadConfig({ ACCOUNT_URL: 'http://localhost:3004/' }).accountUrl).toBe('http://localhost:3004');
  });
  it('falls back on the site, which answers the same paths', () => {
    expect(loadConfig({ SITE_URL: 'https://parc.example' }).accountUrl).toBe('https://parc.example');
    expect(loadConfig({}).accountUrl).toBe('http://localhost:3000');
  });
});
