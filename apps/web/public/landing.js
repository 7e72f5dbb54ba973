// The prerendered landing's loader (an external file: the CSP allows no inline script). The page
// paints from its HTML and stylesheet alone; this loads the application (the entry named in
// #root's data-app), which hydrates that markup, once the page has loaded and the browser is
// idle, or at once when the visitor starts to interact. A click or submit that comes before the
// application is held and replayed on the same element afterwards, so no toggle, question or
// call to action is lost and its analytics fire as always; text typed before it (the
// newsletter's email) is handed to the application's state. Without JavaScript the links work
// as plain links.
(function () {
  var root = document.getElementById('root');
  var src = root && root.getAttribute('data-app');
  if (!src) return;
  var ready = false;
  var loading = null;
  var held = null;
  var typed = [];

  function replay() {
    ready = true;
    // Hydration leaves typed text without the state behind it: set again, the old value through
    // the element (React's change tracking records it) and the typed one past it, then an input
    // event, React sees an edit.
    typed.forEach(function (entry) {
      var setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(entry.field), 'value').set;
      entry.field.value = '';
      setter.call(entry.field, entry.value);
      entry.field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    typed = [];
    var event = held;
    held = null;
    if (!event) return;
    // A page React had to render afresh (a mismatch) no longer holds the element: a link still
    // goes where it pointed.
    if (!event.target.isConnected) return follow(event);
    if (event.type === 'submit') event.target.requestSubmit();
    else event.target.click();
  }
  function follow(event) {
    var link = event && event.target.closest && event.target.closest('a[href]');
    if (link) window.location.assign(link.href);
  }
  // The application marks #root once React owns the landing (src/app/hydration-signal.tsx).
  function hydrated() {
    return new Promise(function (resolve) {
      if (root.hasAttribute('data-hydrated')) resolve();
      else root.addEventListener('hydrated', resolve, { once: true });
    });
  }
  function load() {
    if (!loading) {
      loading = import(src).then(hydrated).then(replay, function () {
        // The application could not load: a held link still goes where it points.
        ready = true;
        follow(held);
      });
    }
    return loading;
  }
  function hold(event) {
    if (ready) return;
    var target = event.target;
    if (event.type === 'click') {
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) {
        return; // a new tab or window: the browser's own business
      }
      var control = target.closest && target.closest('a[href], button, summary, label, input');
      if (!control) return;
      if (control.matches('input, label')) return; // typing and focusing need no application
      target = control;
    }
    event.preventDefault();
    event.stopPropagation();
    held = { type: event.type, target: target };
    load();
  }

  document.addEventListener('click', hold, true);
  document.addEventListener(
    'input',
    function (event) {
      if (ready || !('value' in event.target)) return;
      typed = typed.filter(function (entry) {
        return entry.field !== event.target;
      });
      typed.push({ field: event.target, value: event.target.value });
    },
    true,
  );
  document.addEventListener('submit', hold, true);
  ['pointerdown', 'keydown', 'touchstart', 'focusin'].forEach(function (type) {
    document.addEventListener(type, load, { capture: true, once: true, passive: true });
  });
  function whenIdle() {
    if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 2000 });
    else setTimeout(load, 200);
  }
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
})();
