// Marks html[data-session] "in"/"out" and guards data-guard pages (spec sections 2 and 6; issue 14,
// point 6). Why it is external, async except on guarded pages, and what it checks: Base.astro, docs/adr/0037.
(function () {
  var script = document.currentScript;
  var guard = script && script.getAttribute('data-guard');
  var target = (script && script.getAttribute('data-guard-target')) || '/';
  var signedIn = false;
  try {
    signedIn = Boolean(localStorage.getItem('token') && (localStorage.getItem('emailuSer') || localStorage.getItem('displayName')));
  } catch (e) {}
  document.documentElement.dataset.session = signedIn ? 'in' : 'out';
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
