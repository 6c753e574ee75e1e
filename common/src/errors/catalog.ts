// Error catalogue of spec 3-api §3.2: request-level codes (§3.2.2) and field-level codes (§3.2.3),
// with their English and French messages. French texts use U+00A0 before « : ; ! ? » and inside
// « », as the spec requires.

export type Lang = 'en' | 'fr';

export interface BilingualMessage {
  en: string;
  fr: string;
}

/** Reason phrases of the statuses that the API answers (§3.2.1, `title`). */
export const STATUS_TITLES = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
} as const;

export type ErrorStatus = keyof typeof STATUS_TITLES;

export type RequestCode =
  | 'invalid_json'
  | 'validation_failed'
  | 'authentication_required'
  | 'invalid_token'
  | 'account_not_registered'
  | 'forbidden'
  | 'member_profile_required'
  | 'admin_only_field'
  | 'cannot_edit_own_email'
  | 'cannot_remove_own_admin'
  | 'cannot_delete_self'
  | 'reactivation_not_allowed'
  | 'not_found'
  | 'doi_not_found'
  | 'method_not_allowed'
  | 'conflict_duplicate'
  | 'already_member'
  | 'last_admin'
  | 'entry_in_use'
  | 'stale_version'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'version_required'
  | 'too_many_requests'
  | 'internal_error'
  | 'identity_provider_unavailable'
  | 'service_unavailable'
  | 'doi_lookup_unavailable';

export interface RequestCodeEntry {
  status: ErrorStatus;
  title: string;
  en: string;
  /** null where the spec says "Not shown": the SPA reacts otherwise. */
  fr: string | null;
}

function entry(status: ErrorStatus, en: string, fr: string | null): RequestCodeEntry {
  return { status, title: STATUS_TITLES[status], en, fr };
}

export const REQUEST_CODES: Record<RequestCode, RequestCodeEntry> = {
  invalid_json: entry(
    400,
    'The request body is not a valid JSON object.',
    "Le corps de la requête n'est pas un objet JSON valide.",
  ),
  validation_failed: entry(
    400,
    'Some fields are invalid. Correct them and try again.',
    'Certains champs sont invalides. Corrigez-les et réessayez.',
  ),
  authentication_required: entry(401, 'Authentication is required.', null),
  invalid_token: entry(401, 'The access token is invalid or expired.', null),
  account_not_registered: entry(
    403,
    'This account is not registered. If you are a member, please ask an administrator to register you.',
    "Ce compte n'est pas enregistré. Si vous êtes membre, veuillez demander à un administrateur de vous inscrire.",
  ),
  forbidden: entry(
    403,
    'You are not authorized to perform this action.',
    "Vous n'êtes pas autorisé à effectuer cette action.",
  ),
  member_profile_required: entry(
    403,
    'This action requires a member profile.',
    'Cette action nécessite un profil de membre.',
  ),
  admin_only_field: entry(
    403,
    'Only an administrator can change this field.',
    'Seul un administrateur peut modifier ce champ.',
  ),
  cannot_edit_own_email: entry(
    403,
    'Admins may not edit their own email. This prevents corrupting your own account.',
    'Les administrateurs ne peuvent pas modifier leur propre courriel. Cela évite de corrompre votre propre compte.',
  ),
  cannot_remove_own_admin: entry(
    403,
    'Admins may not remove their own admin permission. This ensures there is always at least one admin.',
    "Les administrateurs ne peuvent pas retirer leur propre autorisation d'administrateur. Cela garantit qu'il y a toujours au moins un administrateur.",
  ),
  cannot_delete_self: entry(
    403,
    'Admins may not delete themselves. This ensures there is always at least one admin.',
    "Les administrateurs ne peuvent pas supprimer leur propre compte. Cela garantit qu'il y a toujours au moins un administrateur.",
  ),
  reactivation_not_allowed: entry(
    403,
    'Your profile was hidden by an administrator. Please contact an administrator to show it again.',
    "Votre profil a été masqué par un administrateur. Veuillez communiquer avec un administrateur pour l'afficher de nouveau.",
  ),
  not_found: entry(404, 'The requested record was not found.', "L'enregistrement demandé est introuvable."),
  doi_not_found: entry(404, 'No metadata was found for this DOI.', null),
  method_not_allowed: entry(
    405,
    'This method is not allowed on this route.',
    "Cette méthode n'est pas permise pour cette route.",
  ),
  conflict_duplicate: entry(
    409,
    'A record with the same value already exists.',
    'Un enregistrement avec la même valeur existe déjà.',
  ),
  already_member: entry(
    409,
    'This account already has a member profile.',
    'Ce compte a déjà un profil de membre.',
  ),
  last_admin: entry(
    409,
    'At least one administrator must remain.',
    'Au moins un administrateur doit demeurer.',
  ),
  entry_in_use: entry(
    409,
    'This entry is used by {usage} and cannot be deleted. Retire it instead.',
    'Cette entrée est utilisée par {usage} et ne peut pas être supprimée. Mettez-la plutôt hors service.',
  ),
  stale_version: entry(
    412,
    'This record was changed by someone else. Reload to see the latest version.',
    "Cet enregistrement a été modifié par quelqu'un d'autre. Rechargez-le pour voir la dernière version.",
  ),
  payload_too_large: entry(
    413,
    'The request is too large (maximum 256 KB).',
    'La requête est trop volumineuse (256 Ko au maximum).',
  ),
  unsupported_media_type: entry(
    415,
    'The request body must be JSON (application/json).',
    'Le corps de la requête doit être en JSON (application/json).',
  ),
  version_required: entry(
    428,
    "The record's version is missing. Reload the page and try again.",
    "La version de l'enregistrement est manquante. Rechargez la page et réessayez.",
  ),
  too_many_requests: entry(429, 'Too many requests. Try again later.', null),
  internal_error: entry(
    500,
    'An unexpected error occurred. Please try again later.',
    "Une erreur inattendue s'est produite. Veuillez réessayer plus tard.",
  ),
  identity_provider_unavailable: entry(
    503,
    'Sign-in could not be verified right now. Try again in a moment.',
    "La connexion n'a pas pu être vérifiée pour le moment. Réessayez dans un instant.",
  ),
  service_unavailable: entry(
    503,
    'The service is busy. Try again in a moment.',
    'Le service est occupé. Réessayez dans un instant.',
  ),
  doi_lookup_unavailable: entry(503, 'DOI lookup is not available right now.', null),
};

/** `entry_in_use` for a keyword (spec README, "Settled after review"); `{count}` is the number of members. */
export const KEYWORD_IN_USE_MESSAGE: BilingualMessage = {
  en: 'This keyword is still used by {count} members. Remove it from their profiles first.',
  fr: "Ce mot-clé est encore utilisé par {count} membres. Retirez-le d'abord de leurs profils.",
};

export type FieldCode =
  | 'required'
  | 'too_long'
  | 'too_many'
  | 'invalid_type'
  | 'invalid_characters'
  | 'invalid_format'
  | 'invalid_url_scheme'
  | 'invalid_checksum'
  | 'date_range'
  | 'amount_range'
  | 'date_order'
  | 'one_language_required'
  | 'unknown_reference'
  | 'retired_reference'
  | 'duplicate_item'
  | 'self_link'
  | 'cycle'
  | 'role_conflict'
  | 'unknown_field'
  | 'admin_only_field'
  | 'not_unique';

/** Status of the answer that carries each field-level code. */
export const FIELD_CODE_STATUS: Record<FieldCode, 400 | 403 | 409> = {
  required: 400,
  too_long: 400,
  too_many: 400,
  invalid_type: 400,
  invalid_characters: 400,
  invalid_format: 400,
  invalid_url_scheme: 400,
  invalid_checksum: 400,
  date_range: 400,
  amount_range: 400,
  date_order: 400,
  one_language_required: 400,
  unknown_reference: 400,
  retired_reference: 400,
  duplicate_item: 400,
  self_link: 400,
  cycle: 400,
  role_conflict: 400,
  unknown_field: 400,
  admin_only_field: 403,
  not_unique: 409,
};

/**
 * Messages of the field-level codes. `invalid_format` and `not_unique` have one message per
 * format / per field (FORMAT_MESSAGES, NOT_UNIQUE_MESSAGES); their entries here are only the
 * fallback used when that format or field is not known.
 */
export const FIELD_CODES: Record<FieldCode, BilingualMessage> = {
  required: { en: 'Required', fr: 'Requis' },
  too_long: { en: 'Maximum {max} characters', fr: '{max} caractères au maximum' },
  too_many: { en: 'Maximum {max}', fr: '{max} au maximum' },
  invalid_type: { en: 'Invalid value', fr: 'Valeur invalide' },
  invalid_characters: {
    en: 'This field cannot contain line breaks or control characters.',
    fr: 'Ce champ ne peut pas contenir de sauts de ligne ni de caractères de contrôle.',
  },
  invalid_format: { en: 'Invalid value', fr: 'Valeur invalide' },
  invalid_url_scheme: {
    en: 'Only http and https addresses are allowed.',
    fr: 'Seules les adresses http et https sont permises.',
  },
  invalid_checksum: {
    en: 'This ORCID iD is not valid (wrong check character).',
    fr: "Cet identifiant ORCID n'est pas valide (caractère de contrôle erroné).",
  },
  date_range: {
    en: 'Enter a date between 1900 and 2100.',
    fr: 'Entrez une date entre 1900 et 2100.',
  },
  amount_range: {
    en: 'Enter an amount from 0 to 999,999,999.99 with at most two decimals.',
    fr: 'Entrez un montant de 0 à 999 999 999,99 avec au plus deux décimales.',
  },
  date_order: {
    en: 'This date cannot be earlier than “{after}”.',
    fr: 'Cette date ne peut pas être antérieure à «\u00A0{after}\u00A0».',
  },
  one_language_required: {
    en: 'Provide at least one language.',
    fr: 'Fournissez au moins une langue.',
  },
  unknown_reference: {
    en: 'This item no longer exists. Reload the page and try again.',
    fr: "Cet élément n'existe plus. Rechargez la page et réessayez.",
  },
  retired_reference: {
    en: 'This entry is retired and can no longer be chosen.',
    fr: 'Cette entrée est retirée et ne peut plus être choisie.',
  },
  duplicate_item: { en: 'This item is listed twice.', fr: 'Cet élément figure deux fois.' },
  self_link: {
    en: 'An event cannot follow itself.',
    fr: 'Un événement ne peut pas se suivre lui-même.',
  },
  cycle: { en: 'That event already follows this one.', fr: 'Cet événement suit déjà celui-ci.' },
  role_conflict: {
    en: 'This member already has another role here.',
    fr: 'Ce membre a déjà un autre rôle ici.',
  },
  unknown_field: {
    en: 'This field is not accepted here.',
    fr: "Ce champ n'est pas accepté ici.",
  },
  admin_only_field: {
    en: 'Only an administrator can change this field.',
    fr: 'Seul un administrateur peut modifier ce champ.',
  },
  not_unique: {
    en: 'A record with the same value already exists.',
    fr: 'Un enregistrement avec la même valeur existe déjà.',
  },
};

export type FormatName = 'email' | 'url' | 'phone' | 'doi' | 'orcid' | 'date' | 'id';

export const FORMAT_MESSAGES: Record<FormatName, BilingualMessage> = {
  email: { en: 'Invalid e-mail address', fr: 'Adresse courriel invalide' },
  url: { en: 'Invalid URL', fr: 'URL invalide' },
  phone: { en: 'Invalid phone number', fr: 'Numéro de téléphone invalide' },
  doi: {
    en: 'Invalid DOI (expected 10.xxxx/…)',
    fr: 'DOI invalide (format attendu\u00A0: 10.xxxx/…)',
  },
  orcid: {
    en: 'Invalid ORCID iD (expected 0000-0000-0000-0000)',
    fr: 'Identifiant ORCID invalide (format attendu\u00A0: 0000-0000-0000-0000)',
  },
  date: {
    en: 'Invalid date (expected YYYY-MM-DD)',
    fr: 'Date invalide (format attendu\u00A0: AAAA-MM-JJ)',
  },
  id: { en: 'Invalid identifier', fr: 'Identifiant invalide' },
};

/** The values that must be unique, as `<entity>.<field>` (§3.2.3, `not_unique`). */
export type NotUniqueKey =
  | 'account.login_email'
  | 'keyword.name_en'
  | 'keyword.name_fr'
  | 'organization.name_en'
  | 'organization.name_fr'
  | 'product.doi'
  | 'member.orcid'
  | 'reference.name_en'
  | 'reference.name_fr';

export type UniqueEntity = 'account' | 'keyword' | 'organization' | 'product' | 'member' | 'reference';

const KEYWORD_EXISTS: BilingualMessage = {
  en: 'This keyword already exists.',
  fr: 'Ce mot-clé existe déjà.',
};
const PARTNER_REGISTERED: BilingualMessage = {
  en: 'This partner is already registered.',
  fr: 'Ce partenaire est déjà enregistré.',
};
const REFERENCE_NAME_USED: BilingualMessage = {
  en: 'This name is already used in this list.',
  fr: 'Ce nom est déjà utilisé dans cette liste.',
};

export const NOT_UNIQUE_MESSAGES: Record<NotUniqueKey, BilingualMessage> = {
  'account.login_email': {
    en: 'This e-mail is already registered.',
    fr: 'Ce courriel est déjà enregistré.',
  },
  'keyword.name_en': KEYWORD_EXISTS,
  'keyword.name_fr': KEYWORD_EXISTS,
  'organization.name_en': PARTNER_REGISTERED,
  'organization.name_fr': PARTNER_REGISTERED,
  'product.doi': {
    en: 'A product with this DOI is already registered.',
    fr: 'Un produit avec ce DOI est déjà enregistré.',
  },
  'member.orcid': {
    en: 'This ORCID iD is already used by another member.',
    fr: 'Cet identifiant ORCID est déjà utilisé par un autre membre.',
  },
  'reference.name_en': REFERENCE_NAME_USED,
  'reference.name_fr': REFERENCE_NAME_USED,
};

/** The `params` of a field error (§3.2.1): present only when its message needs them. */
export interface FieldErrorParams {
  max?: number;
  format?: FormatName;
  /** Name of the field that must come first (`date_order`). */
  after?: string;
  /** The other field of a pair, or the other list of a role conflict. */
  other?: string;
}

/** One item of a problem document's `errors` (§3.2.1); `message` is the English message. */
export interface FieldError {
  field: string;
  code: FieldCode;
  message: string;
  params?: FieldErrorParams;
}

/**
 * What `fieldMessage` needs beyond the error's own params: for `not_unique`, the entity and the
 * field whose value is taken (the path's last name is used, so `name_en` and `problems[0].x` work).
 */
export interface FieldMessageParams extends FieldErrorParams {
  entity?: UniqueEntity;
  field?: string;
}

function fill(template: string, values: Record<string, string | number | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

/** `partnerships[0].organization_id` → `organization_id`; `member_author_ids[3]` → `member_author_ids`. */
function lastName(path: string): string {
  // The last segment is cut with indexOf and matched anchored at both ends: an unanchored
  // `([A-Za-z0-9_]+)…$` is tried from every position of a long name (quadratic).
  const match = /^([A-Za-z0-9_]+)(?:\[\d+\])*$/.exec(path.slice(path.lastIndexOf('.') + 1));
  return match?.[1] ?? path;
}

function notUniqueMessage(params: FieldMessageParams | undefined): BilingualMessage {
  if (params?.entity === undefined || params.field === undefined) return FIELD_CODES.not_unique;
  const key = `${params.entity}.${lastName(params.field)}`;
  return isNotUniqueKey(key) ? NOT_UNIQUE_MESSAGES[key] : FIELD_CODES.not_unique;
}

function isNotUniqueKey(key: string): key is NotUniqueKey {
  return Object.hasOwn(NOT_UNIQUE_MESSAGES, key);
}

/** The localized message of a field-level code, with `{max}`, `{after}` and `{other}` filled. */
export function fieldMessage(
  code: FieldCode,
  params: FieldMessageParams | undefined,
  lang: Lang,
): string {
  let message: BilingualMessage;
  if (code === 'invalid_format' && params?.format !== undefined) {
    message = FORMAT_MESSAGES[params.format];
  } else if (code === 'not_unique') {
    message = notUniqueMessage(params);
  } else {
    message = FIELD_CODES[code];
  }
  return fill(message[lang], { max: params?.max, after: params?.after, other: params?.other });
}

/**
 * The localized message of a request-level code. `usage` fills `entry_in_use`; `null` means the
 * SPA shows no message for this code in French (the spec's "Not shown").
 */
export function requestMessage(
  code: RequestCode,
  lang: Lang,
  values: { usage?: string; count?: number } = {},
): string | null {
  const template = REQUEST_CODES[code][lang];
  return template === null ? null : fill(template, values);
}

export function isRequestCode(value: unknown): value is RequestCode {
  return typeof value === 'string' && Object.hasOwn(REQUEST_CODES, value);
}

export function isFieldCode(value: unknown): value is FieldCode {
  return typeof value === 'string' && Object.hasOwn(FIELD_CODES, value);
}

/** A problem document (RFC 9457) as every 4xx and 5xx answer carries it (§3.2.1). */
export interface ProblemDocument {
  type: `urn:portal:problem:${RequestCode}`;
  title: string;
  status: number;
  detail: string;
  code: RequestCode;
  instance: string;
  /** Only for `validation_failed`, `admin_only_field` and `conflict_duplicate`. */
  errors?: FieldError[];
  /** Present (true) when `errors` holds only the first 100 of the field errors found. */
  errors_truncated?: true;
  /** Only for `internal_error`. */
  correlation_id?: string;
  /** Only for `entry_in_use`. */
  usage?: { total: number; by_kind: Array<{ kind: string; count: number }> };
}
