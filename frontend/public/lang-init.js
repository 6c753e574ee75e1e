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
})();
