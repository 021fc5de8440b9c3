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
  // Until React listens on the page (start-app.tsx marks <html data-app-started>), the page's
  // buttons do nothing and a form would submit natively: a GET of the same page with its fields
  // in the URL. Those clicks and the submission are held instead, and made again, in order, once
  // React listens; it then hydrates what they target first. Links work natively: left alone.
  var held = [];
  function waiting() {
    return !root.hasAttribute('data-app-started');
  }
  document.addEventListener(
    'submit',
    function (event) {
      if (!waiting()) return;
      event.preventDefault();
      held.push({ target: event.target, submit: true });
    },
    true,
  );
  document.addEventListener(
    'click',
    function (event) {
      var button = event.target instanceof Element ? event.target.closest('button') : null;
      // A submit button's click becomes a submit event, held above.
      if (!waiting() || !button || button.type === 'submit') return;
      held.push({ target: button, submit: false });
    },
    true,
  );
  new MutationObserver(function (records, observer) {
    if (waiting()) return;
    observer.disconnect();
    var actions = held;
    held = [];
    actions.forEach(function (action) {
      if (!action.target.isConnected) return;
      if (!action.submit) action.target.click();
      else if (typeof action.target.requestSubmit === 'function') action.target.requestSubmit();
    });
  }).observe(root, { attributes: true, attributeFilter: ['data-app-started'] });
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
