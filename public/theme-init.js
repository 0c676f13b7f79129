// Runs before the first paint (a blocking classic script in <head>), so the saved theme is in place
// before anything is drawn. Must stay in step with src/state/theme.ts: same key, same values.
(function () {
  var isDark = true;
  try {
    isDark = window.localStorage.getItem('theme-preference') !== 'light';
  } catch {
    // Storage can be blocked (privacy settings); dark is the default.
  }
  var root = document.documentElement;
  root.classList.toggle('dark', isDark);
  root.style.colorScheme = isDark ? 'dark' : 'light';
  var themeColor = document.querySelector('meta[name="theme-color"]');
  if (themeColor) themeColor.setAttribute('content', isDark ? '#0a0a0a' : '#ffffff');
})();
