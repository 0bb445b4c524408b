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

describe('loadConfig: the print server the test ticket page reaches through the API', () => {
  it('is PRINT_SERVER_URL when set, without its trailing slashes', () => {
    expect(loadConfig({ PRINT_SERVER_URL: 'http://192.168.1.20:8080/' }).printServerUrl).toBe(
      'http://192.168.1.20:8080',
    );
    expect(loadConfig({ PRINT_SERVER_URL: 'https://print.parc.lan/base//' }).printServerUrl).toBe(
      'https://print.parc.lan/base',
    );
  });
  it('is empty when unset or empty (printing is then refused with 503)', () => {
    expect(loadConfig({}).printServerUrl).toBe('');
    expect(loadConfig({ PRINT_SERVER_URL: '' }).printServerUrl).toBe('');
  });
  it('stops the configuration on an address that is not http(s)', () => {
    expect(() => loadConfig({ PRINT_SERVER_URL: 'ftp://print.parc.lan' })).toThrow(/PRINT_SERVER_URL/);
    expect(() => loadConfig({ PRINT_SERVER_URL: 'print.parc.lan:8080' })).toThrow(/PRINT_SERVER_URL/);
  });
});
