/**
 * @jest-environment node
 */
// The sign-in and password pages rendered on the server: the forms a visitor sees (and can type into) before any
// script, nothing asked of the API, and nothing rendered for the account, which is behind sign-in.
import { createHttpStub, type HttpStub } from 'shared-events/testing';
import { firstScreenDataId, http } from 'shared-events';
import { FIRST_SCREEN_ROUTES, renderFirstScreen } from './render-first-screen';

const options = { apiUrl: 'http://api.test:4000' };

/** The HTML before the embedded answers. */
function markup(html: string | null): string {
  if (html === null) throw new Error('nothing rendered');
  const at = html.indexOf(`<script type="application/json" id="${firstScreenDataId('mf_account')}">`);
  expect(at).toBeGreaterThan(0);
  return html.slice(0, at);
}

/** The address of the link `<a … data-testid="…">` in the HTML, or undefined. */
function linkOf(html: string, testId: string): string | undefined {
  const tag = new RegExp(`<a [^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0];
  return tag ? /href="([^"]*)"/.exec(tag)?.[1] : undefined;
}

let api: HttpStub;
beforeEach(() => {
  api = createHttpStub(http);
});
afterEach(() => api.restore());

describe('the account area on the server', () => {
  it('renders the sign-in and password pages, not the account without a signed-in visitor', async () => {
    expect(FIRST_SCREEN_ROUTES).toEqual(['/', '/setPassword', '/compte']);
    await expect(renderFirstScreen('/compte', options)).resolves.toBeNull();
    await expect(renderFirstScreen('/compte?tab=2', options)).resolves.toBeNull();
    await expect(renderFirstScreen('/activites', options)).resolves.toBeNull();
  });

  it('draws the sign-in form with named fields and its own styles, without calling the API', async () => {
    const html = markup(await renderFirstScreen('/', options));
    expect(html).toContain('data-area="mf_account"');
    expect(html).toContain('CONNEXION');
    expect(html).toContain('Connectez-vous pour réserver et retrouver vos commandes.');
    expect(html).toMatch(/<form[^>]*data-testid="sign-in-form"/);
    expect(html).toMatch(/<input[^>]*name="email"/);
    expect(html).toMatch(
      /<input[^>]*name="password"[^>]*type="password"|<input[^>]*type="password"[^>]*name="password"/,
    );
    expect(html).toMatch(/<style data-emotion="shell [^"]+">/);
    expect(api.history.get).toHaveLength(0);
    expect(api.history.post).toHaveLength(0);
  });

  it('draws the company sign-in too; the registrations and the family step are left to the browser', async () => {
    expect(markup(await renderFirstScreen('/?mode=4', options))).toContain('CONNEXION ENTREPRISE');
    expect(markup(await renderFirstScreen('/?mode=99', options))).toContain('data-testid="sign-in-form"');
    expect(markup(await renderFirstScreen('/?mode=0&x=1', options))).toContain('data-testid="sign-in-form"');
    // A select and a date field need the scripts; the family step follows a registration (signed in).
    await expect(renderFirstScreen('/?mode=1', options)).resolves.toBeNull();
    await expect(renderFirstScreen('/?mode=3', options)).resolves.toBeNull();
    await expect(renderFirstScreen('/?mode=2', options)).resolves.toBeNull();
    await expect(renderFirstScreen('/?mode=%202', options)).resolves.toBeNull();
  });

  it('draws links that work before the scripts: registration, company, forgotten password, back', async () => {
    const html = markup(await renderFirstScreen('/', options));
    expect(linkOf(html, 'go-register')).toBe('/?mode=1');
    expect(linkOf(html, 'go-company')).toBe('/?mode=3');
    expect(linkOf(html, 'forgot-password')).toBe('/setPassword');
    expect(linkOf(markup(await renderFirstScreen('/setPassword', options)), 'login-back')).toBe('/');
  });

  it("draws the reset request, and the new password form when the e-mail's link is opened", async () => {
    const request = markup(await renderFirstScreen('/setPassword', options));
    expect(request).toContain('MOT DE PASSE OUBLIÉ');
    expect(request).toMatch(/<form[^>]*data-testid="reset-request-form"/);
    const link = markup(await renderFirstScreen('/setPassword?token=abc&idClient=7', options));
    expect(link).toContain('NOUVEAU MOT DE PASSE');
    expect(link).toMatch(/<form[^>]*data-testid="new-password-form"/);
    expect(link).not.toContain('abc'); // the link's token is not written into the page
    expect(api.history.post).toHaveLength(0);
  });
});
