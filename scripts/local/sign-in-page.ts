import { DEMO_IDENTITIES } from '@portal/common/demo/demo-identities';

/** The parameters of an authorization request that the sign-in form carries through. */
export interface SignInRequest {
  client_id: string;
  redirect_uri: string;
  response_mode: 'fragment' | 'query';
  scope: string;
  state: string;
  nonce: string;
  code_challenge: string;
  ui_locales: string;
}

const TEXTS = {
  en: {
    title: 'Local sign-in (development only)',
    intro: 'No password is asked: choose an identity.',
    other: 'Other e-mail address',
    submit: 'Sign in',
    invalid: 'Enter a valid e-mail address.',
  },
  fr: {
    title: 'Connexion locale (développement seulement)',
    intro: 'Aucun mot de passe n’est demandé : choisissez une identité.',
    other: 'Autre adresse courriel',
    submit: 'Se connecter',
    invalid: 'Entrez une adresse courriel valide.',
  },
} as const;

function escape(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function hiddenFields(request: SignInRequest): string {
  const fields = { ...request, response_type: 'code', code_challenge_method: 'S256' };
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
}

/** Keyboard-usable page whose buttons are named by the identities' e-mail addresses. */
export function renderSignInPage(request: SignInRequest, french: boolean, rejectedEmail: string | null): string {
  const t = french ? TEXTS.fr : TEXTS.en;
  const hidden = hiddenFields(request);
  const identities = DEMO_IDENTITIES.map(
    (identity) => `<li><form method="post" action="/authorize">${hidden}
      <input type="hidden" name="email" value="${escape(identity.email)}">
      <button type="submit"><strong>${escape(identity.email)}</strong>
        <span>${escape(identity.name)} · ${escape(french ? identity.roleFr : identity.roleEn)}</span></button>
    </form></li>`,
  ).join('');
  const error = rejectedEmail === null ? '' : `<p id="email-error" class="error" role="alert">${t.invalid}</p>`;
  return `<!doctype html>
<html lang="${french ? 'fr' : 'en'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:34rem;margin:2rem auto;padding:0 1rem;color:#1b1f24}
ul{list-style:none;padding:0}li{margin:.5rem 0}
button{width:100%;text-align:left;padding:.75rem;border:1px solid #5b6570;border-radius:.4rem;background:#fff;font:inherit;cursor:pointer}
button span{display:block;color:#444c56}
button:focus-visible,input:focus-visible{outline:3px solid #0b5cad;outline-offset:2px}
label{display:block;margin-top:1.5rem;font-weight:600}input[type=email]{width:100%;padding:.6rem;font:inherit;box-sizing:border-box}
.error{color:#a4161a}
</style></head>
<body><main>
<h1>${t.title}</h1><p>${t.intro}</p>
<ul>${identities}</ul>
<form method="post" action="/authorize" novalidate>${hidden}
<label for="email">${t.other}</label>
<input id="email" name="email" type="email" autocomplete="email" value="${escape(rejectedEmail ?? '')}"${rejectedEmail === null ? '' : ' aria-invalid="true" aria-describedby="email-error"'}>
${error}
<p><button type="submit" style="width:auto">${t.submit}</button></p>
</form>
</main></body></html>`;
}
