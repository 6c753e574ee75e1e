// Applies the stored language before the first paint (spec 4-shell §4.4.1). A separate file, since
// the content security policy forbids inline scripts. Key and values as in
// src/lib/i18n/language-storage.ts: "false" = French, anything else = English.
/* global window, document */
(function () {
  var lang = 'en';
  try {
    if (window.localStorage.getItem('preferred-language') === 'false') lang = 'fr';
  } catch {
    lang = 'en';
  }
  document.documentElement.lang = lang;

  // Which prerendered copy of index.html shows (docs/adr/0048-prerendered-shell.md): the home
  // page on "/", the frame (header, route skeleton, footer) on every other path.
  var root = document.documentElement;
  root.setAttribute('data-first-path', window.location.pathname === '/' ? 'home' : 'other');

  // Someone may be signed in: the prerendered Login button and greeting keep their place but do
  // not show, until the SPA knows the session. The same test as knownSignedOut() in
  // src/lib/auth/lazy-auth-client.ts (a sign-in answer in the URL, or a cached identity account);
  // lang-init.test.ts checks that both agree.
  function hasAnswer(part) {
    return /(^|[#?&])(code|error)=/.test(part) && /(^|[#?&])state=/.test(part);
  }
  function hasAccounts() {
    try {
      var storage = window.localStorage;
      for (var i = 0; i < storage.length; i += 1) {
        var key = storage.key(i);
        if (!key || !/^msal\.(\d+\.)?account\.keys$/.test(key)) continue;
        var value = storage.getItem(key);
        if (!value) continue;
        try {
          var keys = JSON.parse(value);
          if (!Array.isArray(keys) || keys.length > 0) return true;
        } catch {
          return true;
        }
      }
    } catch {
      return false;
    }
    return false;
  }
  if (hasAnswer(window.location.hash) || hasAnswer(window.location.search) || hasAccounts()) {
    root.setAttribute('data-session', 'restoring');
  }

  // A button of the prerendered page does nothing until the SPA has taken over (links work: they
  // load their page). A press before then is remembered, as the button's place among the buttons
  // of its copy, and made again on the SPA's button at the same place right after the takeover
  // (src/lib/prerender-takeover.ts).
  document.addEventListener(
    'click',
    function (event) {
      var button = event.target && event.target.closest ? event.target.closest('.prerendered button') : null;
      if (!button) return;
      var buttons = button.closest('.prerendered').querySelectorAll('button');
      for (var b = 0; b < buttons.length; b += 1) {
        if (buttons[b] === button) root.setAttribute('data-pending-click', String(b));
      }
    },
    true,
  );

  // The SPA's scripts are requested after the prerendered page's first paint, so that paint has
  // the connection to itself and never waits for them (docs/adr/0048). The production build names
  // them in the head (frontend/build/prerender-shell.ts: the entry, then its imports), and the
  // shell's texts of the stored language (frontend/build/texts-preload.ts), which the entry
  // imports at once: all are requested together, with no round trip between them. The
  // development server's page names none and loads its entry itself.
  var entry = document.querySelector('meta[name="portal-entry"]');
  if (entry) {
    var modules = entry.getAttribute('content').split(' ');
    var texts = document.querySelector('meta[name="portal-shell-texts-' + lang + '"]');
    if (texts) modules.push(texts.getAttribute('content'));
    var started = false;
    var start = function () {
      if (started) return;
      started = true;
      for (var m = 1; m < modules.length; m += 1) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.setAttribute('crossorigin', '');
        link.href = modules[m];
        document.head.appendChild(link);
      }
      var script = document.createElement('script');
      script.type = 'module';
      script.setAttribute('crossorigin', '');
      script.src = modules[0];
      document.head.appendChild(script);
    };
    if (document.visibilityState === 'hidden') {
      // A hidden tab paints nothing: it starts once the page is parsed.
      document.addEventListener('DOMContentLoaded', start);
    } else {
      // The frame callback runs just before the first paint; the task it queues, just after.
      window.requestAnimationFrame(function () {
        window.setTimeout(start, 0);
      });
      // Should frames be withheld (a tab hidden meanwhile), not wait for them.
      window.setTimeout(start, 3000);
    }
  }
})();
