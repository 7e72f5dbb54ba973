// Runs before first paint (an external file: the CSP allows no inline script). Applies the
// saved theme, else light from 07:00 to 18:59 and dark otherwise, and the language: the saved
// one, else the browser's if English, else Spanish (as src/i18n does). The language goes to the
// app_lang cookie too, from which the server picks the prerendered landing's language; should
// the page served be in the other one (a first visit whose choice predates the cookie), it is
// fetched again before anything paints.
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
  var html = document.documentElement;
  html.classList.toggle('dark', theme === 'dark');
  html.style.colorScheme = theme;
  if (lang !== 'es' && lang !== 'en') {
    lang = (navigator.language || '').toLowerCase().indexOf('en') === 0 ? 'en' : 'es';
  }
  // The whole cookie, not a longer name ending in it (xapp_lang=…).
  var langCookie = new RegExp('(?:^|;\\s*)app_lang=' + lang + '(?:;|$)');
  var hadCookie = langCookie.test(document.cookie);
  if (!hadCookie) document.cookie = 'app_lang=' + lang + '; Path=/; Max-Age=31536000; SameSite=Lax';
  var served = html.getAttribute('data-landing-lang');
  // Only when the cookie just changed: never a reload loop, whatever the server answers.
  if (served && served !== lang && !hadCookie && langCookie.test(document.cookie)) {
    window.location.replace(window.location.href);
    return;
  }
  html.lang = lang;
})();
