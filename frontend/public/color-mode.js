// Applies the stored colour mode (key nuxt-color-mode) to <html> before the app's first paint,
// so a dark-mode visitor never sees a light flash. Kept external (not inline) for the CSP.
(function () {
  var root = document.documentElement;
  var preference = 'system';
  try {
    var stored = window.localStorage.getItem('nuxt-color-mode');
    if (stored === 'light' || stored === 'dark' || stored === 'system') preference = stored;
  } catch {
    // storage blocked: follow the system
  }
  var mode = preference;
  if (mode === 'system') {
    mode =
      window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  }
  root.setAttribute('data-theme', mode);
  root.style.colorScheme = mode;
})();
