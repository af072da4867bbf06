import type { ErrorCode, ServiceContact } from '@schaufenster/shared/api';
import { AUTH_MESSAGES } from '@schaufenster/shared/validation';

/** A text made for its case: the wait in German words, or more of the refusal. */
type MadeText = (...args: never[]) => string;

function minutes(seconds: number): string {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return count === 1 ? '1 Minute' : `${count} Minuten`;
}

/** The hotline with its hours if there is a phone (SPEC section 9), and the service address. */
export function serviceContactText(service: ServiceContact): string {
  const phone = `${service.servicePhoneNumber} (werktags ${service.serviceHotlineStart} bis ${service.serviceHotlineEnd} Uhr)`;
  return service.isServicePhoneAvailable ? `${phone} oder ${service.serviceEmailAdress}` : service.serviceEmailAdress;
}

/** What each beacon call of the API table carries, in the German of its refusals. */
export const BEACON_LOADS = { widgetMounts: 'Zählmeldungen', pageVitals: 'Messwerte', pageEvents: 'Ereignismeldungen' } as const;

/** What a request with an invalid body, query or path is told (the 422s of validation and the 400s of bad input alike). */
const INVALID_REQUEST = 'Die Anfrage ist ungültig.';

/**
 * The server's German answers, keyed by the error code they go with (SPEC section 8 where it gives them), as each
 * widget keeps its own texts.ts: change a text here and every answer with that code says it.
 */
export const SERVER_TEXTS = {
  validation: INVALID_REQUEST,
  bad_request: INVALID_REQUEST,
  unsupportedMediaType: 'Die Anfrage muss ihre Daten als JSON senden.',
  not_logged_in: 'Bitte melde dich an.',
  unavailable: 'Der Shop ist gerade nicht erreichbar. Bitte versuche es in ein paar Sekunden noch einmal.',
  internal: 'Internal Server Error',
  origin_not_allowed: 'Diese Seite darf die Shop-API nicht aufrufen.',
  foreignOrigin: (what: (typeof BEACON_LOADS)[keyof typeof BEACON_LOADS]) => `${what} nimmt der Shop nur von seinen eigenen Seiten an.`,
  beaconWithoutSession: (what: (typeof BEACON_LOADS)[keyof typeof BEACON_LOADS]) => `${what} nimmt der Shop nur aus einer Sitzung seiner Seiten an.`,
  idempotency_key_reused: 'Diese Anfrage wurde schon einmal mit anderen Angaben gesendet. Bitte lade die Seite neu und versuche es noch einmal.',
  out_of_stock: 'Dieser Artikel ist leider nicht mehr vorrätig.',
  empty_cart: 'Dein Warenkorb ist leer.',
  too_many_orders: (wait: string) =>
    `Ohne Anmeldung kannst du gerade keine weitere Bestellung aufgeben. Bitte melde dich an oder versuche es in ${wait} noch einmal.`,
  too_many_mount_reports: (wait: string) => `Es kamen zu viele Zählmeldungen. Bitte versuche es in ${wait} noch einmal.`,
  too_many_page_vitals: (wait: string) => `Es kamen zu viele Messwerte. Bitte versuche es in ${wait} noch einmal.`,
  too_many_page_events: (wait: string) => `Es kamen zu viele Ereignismeldungen. Bitte versuche es in ${wait} noch einmal.`,
  wrongCredentials: AUTH_MESSAGES.wrongCredentials,
  conflictEmail: AUTH_MESSAGES.conflictEmail,
  invalidCode: AUTH_MESSAGES.invalidCode,
  unverified: 'Bitte bestätige zuerst deine E-Mail-Adresse. Wir haben dir einen Code geschickt.',
  invalidResetLink: 'Der Link ist ungültig oder abgelaufen.',
  too_many_attempts: 'Zu viele Versuche. Bitte warte einen Moment und versuche es dann erneut.',
  resend_cooldown: AUTH_MESSAGES.resendCooldown,
  csrf_invalid: 'Die Sitzung ist abgelaufen. Bitte lade die Seite neu.',
  session_superseded: 'Deine Anmeldung hat sich gerade geändert. Bitte versuche es noch einmal.',
  too_many_invalid_codes: (blocked: 'address' | 'ip', seconds: number, service: ServiceContact) =>
    `Zu viele ungültige Codes. Aus Sicherheitsgründen kannst du dich ${blocked === 'address' ? 'mit dieser E-Mail-Adresse ' : ''}` +
    `erst in ${minutes(seconds)} wieder mit einem Code anmelden. Hilfe bekommst du beim Kundenservice: ${serviceContactText(service)}.`,
  busy: 'Gerade ist sehr viel los. Bitte versuche es in ein paar Sekunden noch einmal.',
  too_many_mails: (wait: string) => `Für diese E-Mail-Adresse wurden gerade zu viele E-Mails angefordert. Bitte versuche es in ${wait} noch einmal.`,
  too_many_requests: (wait: string) => `Von deinem Netzwerk kamen in kurzer Zeit zu viele Anfragen. Bitte versuche es in ${wait} noch einmal.`,
} as const satisfies Partial<Record<ErrorCode, string | MadeText>>;

/** The answers of `not_found`, by what was not found. */
export const NOT_FOUND_TEXTS = {
  address: 'Diese Adresse gibt es nicht.',
  order: 'Diese Bestellung gibt es nicht.',
  variation: 'Diesen Artikel gibt es nicht.',
  cartLine: 'Dieser Artikel ist nicht in deinem Warenkorb.',
} as const;

/** What the logout's confirmation page (GET and POST /logout/) says. */
export const LOGOUT_TEXTS = {
  title: 'Abmelden',
  question: 'Möchtest du dich abmelden?',
  notConfirmed: 'Die Abmeldung kam nicht von dieser Seite. Bitte bestätige sie hier.',
  button: 'Abmelden',
  back: 'Zurück zum Shop',
} as const;

/** What the widget catalog's key form (/widgets/ on a server others reach) says. */
export const CATALOG_KEY_TEXTS = {
  needsKey: 'Der Widget-Katalog ist auf diesem Server nur mit Zugangsschlüssel erreichbar.',
  wrongKey: 'Dieser Zugangsschlüssel stimmt nicht.',
  tooManyKeys: 'Zu viele falsche Zugangsschlüssel. Bitte versuche es später noch einmal.',
  label: 'Zugangsschlüssel',
  submit: 'Öffnen',
} as const;
