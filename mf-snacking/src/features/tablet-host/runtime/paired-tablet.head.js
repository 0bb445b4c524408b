/* global window */
// The tablet's bare address is its pairing screen, drawn by the tablet's server (decision 0039), which cannot read
// what the tablet stored: a paired tablet leaves it at once for its table, from the page's <head>, before the
// pairing form is painted (the area's TabletSetup would send it there too, once its scripts had run). Inlined into
// index.html by the build (createAreaConfig's headScript) and allowed by its hash in the Content-Security-Policy.
// Plain ES5, no module. The stored values are the bar's tabletStore ('park.tablet.v1', JSON: the pairing) and
// shared-events' snackingAddressStore ('park.snackingAddress.v1', JSON: the table's address).
(function (win) {
  if (win.location.pathname !== '/') return;
  var pairing;
  var address;
  try {
    pairing = JSON.parse(win.localStorage.getItem('park.tablet.v1') || 'null');
    address = JSON.parse(win.localStorage.getItem('park.snackingAddress.v1') || 'null');
  } catch (e) {
    return; // storage disabled, or a corrupt value (the stores drop it themselves, with their notice)
  }
  if (!pairing || typeof pairing !== 'object' || typeof address !== 'string') return;
  address = address.trim();
  // Only a table's page of this origin (as the stores accept it).
  if (!/^\/activites\/\d+\/\d+\/\d+(\/\d+)?\/snaking$/.test(address)) return;
  win.document.documentElement.style.visibility = 'hidden';
  win.location.replace(address);
})(window);
