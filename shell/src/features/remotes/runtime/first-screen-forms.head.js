/* global window */
// The first screen the shell's server sends (decision 0007) may hold a form: the sign-in and password pages. A
// visitor can type into it before the scripts arrive (the account area's forms then take what was typed). Run in
// index.html's <head> (createAreaConfig's headScript, allowed by its hash in the Content-Security-Policy), before
// anything is painted, this script stops what the HTML alone would do wrong. Plain ES5, no module.
// - Submitting such a form before the scripts: the browser would send it itself, as a GET to the page's address
//   with every field, the password included, in the address (history, logs). It is held instead, and marked
//   (data-submit-held): the area's form, once drawn with the visitor's values, sends it then (ParkForm). The field
//   the visitor was in is marked too (data-focused-field), for the focus to come back to it.
// - A signed-in visitor on the sign-in page: the account area sends them on (the login page's rule:
//   shouldLeaveLogin); its sign-in form is not shown meanwhile. The stored session is shared-events' sessionStore:
//   key 'park.session.v1', JSON.
// - A press on a button of the first screen: held, then pressed again on the area's own button (below).
(function (win) {
  var doc = win.document;
  doc.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (!form || typeof form.closest !== 'function' || !form.closest('#first-screen')) return;
      event.preventDefault();
      form.setAttribute('data-submit-held', '');
    },
    true,
  );

  // The field the visitor is in, for the area's form to give the focus back to (the server's field leaves the page
  // before that form reads it, and the page's focus with it).
  doc.addEventListener(
    'focusin',
    function (event) {
      var field = event.target;
      var form = field && field.form;
      if (!form || !field.name || typeof form.closest !== 'function' || !form.closest('#first-screen')) return;
      form.setAttribute('data-focused-field', field.name);
    },
    true,
  );

  // A press on one of the first screen's buttons (the account's: edit, sign out, an invoice...) before the area has
  // taken over would do nothing: it is held instead, by the button's data-testid (data-press-held on <html>), and
  // the shell presses the area's button of the same data-testid once the area has drawn it (held-press.ts). A form's
  // submit button is left to the submit listener above.
  doc.addEventListener(
    'click',
    function (event) {
      var target = event.target;
      var button = target && typeof target.closest === 'function' ? target.closest('button[data-testid]') : null;
      if (!button || !button.closest('#first-screen') || (button.form && button.type === 'submit')) return;
      event.preventDefault();
      doc.documentElement.setAttribute('data-press-held', button.getAttribute('data-testid'));
    },
    true,
  );

  if (win.location.pathname !== '/') return;
  if (/(?:^\?|&)mode=\s*2\s*(?:&|$)/.test(win.location.search)) return; // family members, right after registering
  var session;
  try {
    session = JSON.parse(win.localStorage.getItem('park.session.v1') || 'null');
  } catch (e) {
    return; // storage disabled, or a corrupt value: the page shows the sign-in form
  }
  if (!session || typeof session !== 'object') return;
  if (typeof session.token !== 'string' || !session.token || !session.currentUser) return;
  if (session.signInType === 'anonyme') return;
  doc.documentElement.setAttribute('data-leaving-sign-in', '');
})(window);
