// The stored theme, applied before the first paint: see src/theme/theme-storage.ts (decision 028).
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
    // The phone's status bar and the installed app's title bar follow the page.
    var bar = document.querySelector('meta[name="theme-color"]');
    if (bar) bar.setAttribute('content', dark ? '#091020' : '#4f46e5');
    var accent = read('accent');
    if (accent) root.setAttribute('data-accent', accent);
    else root.removeAttribute('data-accent');
  }
  apply();
  media.addEventListener('change', apply);
  // Another tab signed in or changed the theme.
  window.addEventListener('storage', apply);
})();
