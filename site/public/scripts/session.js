// Runs in <head> before the page paints (a blocking script, external so that the Content Security
// Policy needs no inline script: docs/adr/0013).
//  1. Hides "Sign in" from a visitor who is signed in, to avoid a flash before the header hydrates.
//  2. On a guarded page (data-guard), sends a visitor who is not signed in away (spec section 2):
//     "user" pages need a token; "admin" pages a stored user with a token whose role is admin or
//     expert (spec section 6), so a buyer's session does not open them. A "user" page sends them to
//     the home page with the page as `next`: the home page asks them to sign in, and the sign-in
//     form brings them back (issue 14, point 6).
(function () {
  var script = document.currentScript;
  var guard = script && script.getAttribute('data-guard');
  var target = (script && script.getAttribute('data-guard-target')) || '/';
  try {
    if (localStorage.getItem('token') && (localStorage.getItem('emailuSer') || localStorage.getItem('displayName')))
      document.documentElement.dataset.session = 'in';
  } catch (e) {}
  if (!guard) return;
  try {
    if (guard === 'user' && !localStorage.getItem('token'))
      location.replace(target + '?next=' + encodeURIComponent(location.pathname + location.search + location.hash));
    if (guard === 'admin') {
      var stored = JSON.parse(localStorage.getItem('user') || 'null');
      if (!stored || !stored.token || (stored.role !== 'admin' && stored.role !== 'expert')) location.replace(target);
    }
  } catch (e) {
    location.replace(target);
  }
})();
