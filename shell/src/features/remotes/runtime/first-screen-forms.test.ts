import fs from 'node:fs';
import path from 'node:path';

// The script index.html runs in its <head> (first-screen-forms.head.js), run here on the test's document.
const source = fs.readFileSync(path.join(__dirname, 'first-screen-forms.head.js'), 'utf8');

function runHead(pathname: string, search: string, stored: string | null, storage: 'ok' | 'disabled' = 'ok') {
  document.documentElement.removeAttribute('data-leaving-sign-in');
  const win = {
    document,
    location: { pathname, search },
    get localStorage() {
      if (storage === 'disabled') throw new Error('SecurityError');
      return { getItem: (key: string) => (key === 'park.session.v1' ? stored : null) };
    },
  };
  new Function('window', source)(win);
  return document.documentElement.hasAttribute('data-leaving-sign-in');
}

/** Submits a form (as pressing Enter does) and tells whether the browser's own sending was stopped. */
function submitted(form: HTMLFormElement): boolean {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return !event.defaultPrevented;
}

const signedIn = JSON.stringify({ token: 't', clientId: 7, signInType: 'normal', currentUser: { id: 7 } });

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the first screen's forms, from the page's head", () => {
  it('holds a form of the first screen instead of letting the browser send it (the password in the address), and marks it', () => {
    runHead('/', '', null);
    document.body.innerHTML =
      '<div id="first-screen"><form data-testid="sign-in-form"><input name="password" value="x"></form></div>' +
      '<form data-testid="elsewhere"></form>';
    const form = document.querySelector<HTMLFormElement>('[data-testid="sign-in-form"]')!;
    expect(form.hasAttribute('data-submit-held')).toBe(false);
    expect(submitted(form)).toBe(false);
    expect(form.hasAttribute('data-submit-held')).toBe(true); // the area's form sends it once drawn
    form.querySelector('input')!.focus();
    expect(form.getAttribute('data-focused-field')).toBe('password');
    // Forms the areas draw themselves are theirs (React handles their submission).
    expect(submitted(document.querySelector('[data-testid="elsewhere"]')!)).toBe(true);
  });

  it('hides the sign-in first screen from a signed-in visitor, whom the account area sends on', () => {
    expect(runHead('/', '', signedIn)).toBe(true);
    expect(runHead('/', '?mode=4', signedIn)).toBe(true);
    expect(runHead('/', '?mode=1', signedIn)).toBe(true);
  });

  it('shows it to everyone else, and on the family page that follows registration', () => {
    expect(runHead('/', '?mode=2', signedIn)).toBe(false);
    expect(runHead('/setPassword', '', signedIn)).toBe(false);
    expect(runHead('/', '', null)).toBe(false);
    expect(runHead('/', '', JSON.stringify({ token: null, currentUser: null }))).toBe(false);
    expect(runHead('/', '', JSON.stringify({ token: 't', currentUser: { id: 1 }, signInType: 'anonyme' }))).toBe(false);
    expect(runHead('/', '', '{ broken')).toBe(false);
    expect(runHead('/', '', '"text"')).toBe(false);
    expect(runHead('/', '', signedIn, 'disabled')).toBe(false);
  });
  it("holds a press on a first-screen button until the area draws its own (not a form's submit button, not the area's)", () => {
    runHead('/compte', '?tab=1', null);
    document.body.innerHTML =
      '<div id="first-screen"><button type="button" data-testid="profile-edit"><span>Modifier</span></button>' +
      '<form><button data-testid="submit-it">Envoyer</button></form><button type="button">Sans id</button></div>' +
      '<button type="button" data-testid="area-button">Modifier</button>';
    const press = (selector: string) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.querySelector(selector)!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(press('[data-testid="profile-edit"] span')).toBe(true);
    expect(document.documentElement.getAttribute('data-press-held')).toBe('profile-edit');
    document.documentElement.removeAttribute('data-press-held');
    expect(press('[data-testid="submit-it"]')).toBe(false); // the submit listener holds the form itself
    expect(press('#first-screen button:not([data-testid])')).toBe(false);
    expect(press('[data-testid="area-button"]')).toBe(false);
    expect(document.documentElement.hasAttribute('data-press-held')).toBe(false);
  });
});
