import { readEnv } from './env';
import { loadConfig } from './config';

describe('readEnv: the environment checked once at start', () => {
  it('gives the defaults, typed, for an empty environment', () => {
    const env = readEnv({});
    expect(env).toMatchObject({ LOG_LEVEL: 'info', SEED: 'true', TOKEN_TTL_SECONDS: 604800, PAYMENT_HOLD_MINUTES: 20 });
    expect(env.PORT).toBeUndefined();
  });

  it('reads only the environment it is given (a child process given DATABASE_URL="" is on PGlite)', () => {
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = 'not a url';
    try {
      expect(readEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
    } finally {
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
    }
  });

  it('turns numbers into numbers and keeps strings', () => {
    const env = readEnv({ PORT: '4010', PAYMENT_SWEEP_SECONDS: '0', PAYBOX_SITE: '1999888' });
    expect(env.PORT).toBe(4010);
    expect(env.PAYMENT_SWEEP_SECONDS).toBe(0);
    expect(env.PAYBOX_SITE).toBe('1999888');
  });

  it('refuses with one message naming every variable at fault', () => {
    let message = '';
    try {
      readEnv({ PORT: '99999', LOG_LEVEL: 'loud', PAYBOX_SITE: '12', SITE_URL: 'ftp://parc', SEED: 'no' });
    } catch (err) {
      message = (err as Error).message;
    }
    for (const name of ['PORT', 'LOG_LEVEL', 'PAYBOX_SITE', 'SITE_URL', 'SEED']) expect(message).toContain(name);
    expect(message).toMatch(/^Configuration refused: /);
  });

  it('refuses a non-integer or out-of-range count', () => {
    expect(() => readEnv({ PAYMENT_HOLD_MINUTES: '0' })).toThrow(/PAYMENT_HOLD_MINUTES/);
    expect(() => readEnv({ RANKING_SWEEP_SECONDS: '1.5' })).toThrow(/RANKING_SWEEP_SECONDS/);
    expect(() => readEnv({ TOKEN_TTL_SECONDS: 'soon' })).toThrow(/TOKEN_TTL_SECONDS/);
  });

  it('reads an empty value as absent, except where empty means none (TRUST_PROXY, BAR_STAFF_CODE)', () => {
    const env = readEnv({ PORT: '', DATABASE_URL: '', TRUST_PROXY: '', BAR_STAFF_CODE: '' });
    expect(env.PORT).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.TRUST_PROXY).toBe('');
    expect(loadConfig({ TRUST_PROXY: '', BAR_STAFF_CODE: '' })).toMatchObject({ trustProxy: [], barStaffCode: '' });
  });

  it('stops the configuration on a hold longer than the expiry (a rule across variables)', () => {
    expect(() => loadConfig({ PAYMENT_HOLD_MINUTES: '40', PAYMENT_EXPIRE_MINUTES: '30' })).toThrow(
      /PAYMENT_EXPIRE_MINUTES must not be shorter/,
    );
  });
});
