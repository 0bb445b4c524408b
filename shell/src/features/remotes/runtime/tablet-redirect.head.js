/* global window */
// A bar tablet paired on the site's origin opens on its table: /activites leaves at once, from the page's <head>,
// before the activities' first screen (sent by the shell's server, which cannot read the tablet's storage) is
// painted. Inlined into index.html by the build (createAreaConfig's headScript) and allowed by its hash in the
// Content-Security-Policy (shared-events/build/security-headers.cjs). Plain ES5, no module: it runs before any.
// The stored value is shared-events' snackingAddressStore: key 'park.snackingAddress.v1', a JSON string.
(function (win) {
  var path = win.location.pathname;
  if (path !== '/activites' && path !== '/activites/') return;
  var address;
  try {
    address = JSON.parse(win.localStorage.getItem('park.snackingAddress.v1') || 'null');
  } catch (e) {
    return; // storage disabled, or a corrupt value (the store drops it itself, with its notice)
  }
  if (typeof address !== 'string') return;
  address = address.trim();
  // Only a snacking page of this origin (as the catalogue accepts it).
  if (!/^\/activites\/\d+\/\d+\/\d+(\/\d+)?\/snaking$/.test(address)) return;
  // Nothing of this page is painted while the table's page loads.
  win.document.documentElement.style.visibility = 'hidden';
  win.location.replace(address);
})(window);
