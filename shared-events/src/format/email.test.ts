import { isEmail } from './email';

// The same cases as the API's rule (api/src/shared/email.test.ts): the forms and the server agree.
describe('isEmail', () => {
  it.each(['demo@parc360.fr', 'jean.dupont+cse@mail.example.co.uk', 'a@b.io'])('accepts %s', (value) => {
    expect(isEmail(value)).toBe(true);
  });
  it.each([
    '',
    'demo',
    'demo@',
    '@parc360.fr',
    'demo@parc360',
    'demo@parc360.f',
    'a@b.c',
    'demo@.fr',
    'demo@parc..fr',
    'de mo@parc360.fr',
    'a@b@parc360.fr',
    'demo@parc360.fr\nBcc: x@y.fr',
    '"x"@parc360.fr',
    `${'a'.repeat(250)}@b.fr`,
  ])('refuses %j', (value) => {
    expect(isEmail(value)).toBe(false);
  });
});
