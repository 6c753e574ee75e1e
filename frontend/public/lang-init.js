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
  // The shell's texts of that language, fetched beside the application's code rather than after
  // it (production build: frontend/build/texts-preload.ts writes their address in the head).
  var texts = document.querySelector('meta[name="portal-shell-texts-' + lang + '"]');
  if (texts) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = texts.getAttribute('content');
    document.head.appendChild(link);
  }

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
})();
