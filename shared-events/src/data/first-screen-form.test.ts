import { findFirstScreenForm, readFirstScreenForm, restoreFirstScreenFocus } from './first-screen-form';

const takeFirstScreenForm = (testId: string, doc?: Document) => {
  const form = findFirstScreenForm(testId, doc);
  return form && readFirstScreenForm(form);
};

// The server's sign-in form, as renderToString writes it (value attributes: the form's initial values).
const SERVER_FORM =
  '<div id="first-screen"><form data-testid="sign-in-form">' +
  '<input name="email" type="email" value="">' +
  '<input name="password" type="password" value="">' +
  '<input name="remember" type="checkbox">' +
  '<input name="preset" type="text" value="as drawn">' +
  '<input name="off" type="text" value="" disabled>' +
  '</form></div>';

afterEach(() => {
  document.body.innerHTML = '';
});

const field = (name: string) => document.querySelector<HTMLInputElement>(`#first-screen [name="${name}"]`)!;

describe('takeFirstScreenForm', () => {
  it('takes what the visitor typed and where the focus was', () => {
    document.body.innerHTML = SERVER_FORM;
    field('email').value = 'lea@example.fr';
    field('password').value = 'secret-1';
    field('remember').checked = true;
    field('password').focus();
    field('password').setSelectionRange(3, 3);
    expect(takeFirstScreenForm('sign-in-form')).toEqual({
      values: { email: 'lea@example.fr', password: 'secret-1', remember: true },
      focused: { name: 'password', start: 3, end: 3 },
      submitHeld: false,
    });
    document.querySelector('form')!.setAttribute('data-submit-held', '');
    expect(takeFirstScreenForm('sign-in-form')?.submitHeld).toBe(true);
  });

  it('leaves out what the server wrote, disabled fields, and returns nothing without that form', () => {
    document.body.innerHTML = SERVER_FORM;
    expect(takeFirstScreenForm('sign-in-form')).toEqual({ values: {}, focused: null, submitHeld: false });
    expect(takeFirstScreenForm('reset-request-form')).toBeNull();
    expect(takeFirstScreenForm('x"] , form[data-testid="sign-in-form')).toBeNull();
    document.body.innerHTML = '<form data-testid="sign-in-form"><input name="email" value=""></form>';
    expect(takeFirstScreenForm('sign-in-form')).toBeNull(); // not in a first screen: the area's own form
  });

  it('reads the form after it left the page (its fields keep their values), the focus from its mark', () => {
    document.body.innerHTML = SERVER_FORM;
    const form = findFirstScreenForm('sign-in-form')!;
    field('email').value = 'lea@example.fr';
    form.setAttribute('data-focused-field', 'email');
    document.getElementById('first-screen')!.remove(); // the area's commit took it out
    expect(readFirstScreenForm(form)).toEqual({
      values: { email: 'lea@example.fr' },
      focused: { name: 'email', start: null, end: null },
      submitHeld: false,
    });
  });
});

describe('restoreFirstScreenFocus', () => {
  it("puts the focus and the caret in the area's field of the same name", () => {
    document.body.innerHTML =
      '<form><input name="email" value="lea@example.fr"><input name="password" value="secret"></form>';
    const form = document.querySelector('form');
    restoreFirstScreenFocus(form, { name: 'password', start: 2, end: 4 });
    const password = document.querySelector<HTMLInputElement>('[name="password"]')!;
    expect(document.activeElement).toBe(password);
    expect([password.selectionStart, password.selectionEnd]).toEqual([2, 4]);
  });

  it('does nothing without a focused field or a field of that name', () => {
    document.body.innerHTML = '<form><input name="email"></form>';
    const form = document.querySelector('form');
    restoreFirstScreenFocus(form, null);
    restoreFirstScreenFocus(form, { name: 'password', start: null, end: null });
    restoreFirstScreenFocus(null, { name: 'email', start: null, end: null });
    expect(document.activeElement).toBe(document.body);
  });
});
