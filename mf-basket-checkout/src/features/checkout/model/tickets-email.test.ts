import { isEmail } from './tickets-email';

describe('isEmail', () => {
  it('accepts ordinary addresses and refuses malformed ones', () => {
    expect(isEmail('lou.martin@example.fr')).toBe(true);
    expect(isEmail(' table4@bar.parc360.fr ')).toBe(true);
    for (const bad of ['', 'lou', 'lou@', '@example.fr', 'lou@example', 'lou martin@example.fr', 'lou@example.f']) {
      expect(isEmail(bad)).toBe(false);
    }
  });
});
