// Loads the app of a prerendered page once the page has been painted. The prerender
// (frontend/scripts/lib/html-document.ts) names the page's scripts in
// <meta name="tickrelay-scripts">, the entry first, instead of loading them from <head>: they
// then neither compete with the first paint nor hold it while they are evaluated. Deferred, so
// it runs once the document is parsed; external (not inline) for the CSP, like color-mode.js.
(function () {
  var meta = document.querySelector('meta[name="tickrelay-scripts"]');
  var files = meta ? (meta.getAttribute('content') || '').split(/\s+/).filter(Boolean) : [];
  if (!files.length) return;
  var root = document.documentElement;
  // Before the app runs, the page's buttons do nothing and a form would submit natively: a GET of
  // the same page with its fields in the URL. Both are held and made again once the app can take
  // them. Links work natively: left alone.
  // - A click on a button, until React listens (start-app.tsx marks <html data-app-started>):
  //   React then takes a click itself, hydrating what it targets first.
  // - A submission nothing handled (prevented), until the app has hydrated (<html
  //   data-app-ready>): React does not hydrate for a submit event, so before that the form's
  //   handler would not run. Listened to as it bubbles: a handled one is already prevented.
  var clicks = [];
  var forms = [];
  document.addEventListener(
    'click',
    function (event) {
      if (root.hasAttribute('data-app-started')) return;
      var button = event.target instanceof Element ? event.target.closest('button') : null;
      // A submit button's click becomes a submission, held below.
      if (button && button.type !== 'submit') clicks.push(button);
    },
    true,
  );
  document.addEventListener('submit', function (event) {
    if (root.hasAttribute('data-app-ready') || event.defaultPrevented) return;
    event.preventDefault();
    // Enter pressed again because nothing seemed to happen is one submission, not several.
    if (forms.indexOf(event.target) < 0) forms.push(event.target);
  });
  function replay(list, act) {
    list.splice(0).forEach(function (element) {
      if (element.isConnected) act(element);
    });
  }
  new MutationObserver(function (records, observer) {
    if (root.hasAttribute('data-app-started')) {
      replay(clicks, function (button) {
        button.click();
      });
    }
    if (root.hasAttribute('data-app-ready')) {
      observer.disconnect();
      replay(forms, function (form) {
        if (typeof form.requestSubmit === 'function') form.requestSubmit();
      });
    }
  }).observe(root, { attributes: true, attributeFilter: ['data-app-started', 'data-app-ready'] });
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // All at once: the entry's imports, the layout, the page and its messages.
    for (var i = 1; i < files.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = files[i];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = files[0];
    document.head.appendChild(script);
  }
  // A tab opened in the background paints no frames: nothing to wait for there.
  if (document.visibilityState === 'hidden') {
    start();
    return;
  }
  // After the next frame has been painted (a timer once the animation frame ran). The second
  // timer is a safety net should frames be held back for some other reason.
  window.requestAnimationFrame(function () {
    window.setTimeout(start, 0);
  });
  window.setTimeout(start, 1000);
})();
