// Runs before first paint (an external file: the CSP allows no inline script). Applies the
// saved theme, else light from 07:00 to 18:59 and dark otherwise, and the saved language.
(function () {
  var theme = null;
  var lang = null;
  try {
    theme = localStorage.getItem('app_theme');
    lang = localStorage.getItem('app_lang');
  } catch (e) {}
  if (theme !== 'light' && theme !== 'dark') {
    var hour = new Date().getHours();
    theme = hour >= 7 && hour < 19 ? 'light' : 'dark';
  }
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
  if (lang === 'es' || lang === 'en') document.documentElement.lang = lang;
})();
