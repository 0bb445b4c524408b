import { loadConfig } from './config';
import { PRODUCTION_ESSENTIALS } from './test/production-env';

describe('production start', () => {
  it('names every missing setting customers would otherwise meet as a default', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /NODE_ENV=production: set SITE_URL \(.*\); SMTP_URL \(.*\); PARK_LEGAL_NAME .*PARK_LEGAL_RCS/,
    );
    const { SMTP_URL: _smtp, ...withoutMail } = PRODUCTION_ESSENTIALS;
    expect(() => loadConfig(withoutMail)).toThrow(/set SMTP_URL \(the mail server/);
  });

  it('refuses links to this machine in e-mails', () => {
    expect(() => loadConfig({ ...PRODUCTION_ESSENTIALS, SITE_URL: 'http://localhost:3000' })).toThrow(
      /SITE_URL must be the public address, not http:\/\/localhost:3000/,
    );
    expect(() => loadConfig({ ...PRODUCTION_ESSENTIALS, ACCOUNT_URL: 'http://127.0.0.1:3004' })).toThrow(
      /ACCOUNT_URL must be the public address/,
    );
  });

  it('goes on to the payment checks once they are given, and asks nothing of a development start', () => {
    expect(() => loadConfig(PRODUCTION_ESSENTIALS)).toThrow(/PAYBOX_URL must be the real gateway/);
    expect(loadConfig({}).siteUrl).toBe('http://localhost:3000');
  });
});
