// Applies the stored theme before the first paint (decision 028): loaded synchronously from
// index.html's <head>, as a file because the CSP allows no inline script. It sets data-theme
// (light or dark, "system" resolved through prefers-color-scheme, followed live) and data-accent
// on <html>; the app keeps the stored values in step with the account (src/theme/).
(function () {
  var root = document.documentElement;
  var media = window.matchMedia('(prefers-color-scheme: dark)');
  function read(key) {
    try {
      return window.localStorage.getItem(key);
    } catch (error) {
      return null;
    }
  }
  function apply() {
    var theme = read('theme');
    var dark = theme === 'dark' || (theme !== 'light' && media.matches);
    root.setAttribute('data-theme', dark ? 'dark' : 'light');
    var accent = read('accent');
    if (accent) root.setAttribute('data-accent', accent);
    else root.removeAttribute('data-accent');
  }
  apply();
  media.addEventListener('change', apply);
  // Another tab signed in or changed the theme.
  window.addEventListener('storage', apply);
})();
