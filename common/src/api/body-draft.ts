/**
 * A request body as a form sends it before the API has validated it: the body type's field names,
 * any value. The browser runs the same shared schema as the API (spec 3-api §3.3), and a value
 * the schema refuses (an unparsable amount, a cleared required link) is still sent so that the
 * API answers its field error; only the names are fixed here, so a renamed field fails to compile.
 */
export type BodyDraft<B> = { [K in keyof B]?: unknown };
