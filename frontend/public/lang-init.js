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
})();
