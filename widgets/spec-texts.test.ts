// Every German text SPEC.md gives literally, compared character by character with the constant the
// widgets show, and then found in the DOM of the widget state that shows it. The expected side is read out
// of the spec itself, between two anchors, so a copy that drifts from the spec (a dropped period, a
// "corrected" typo) or a view that shows another constant fails here.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { type Scene, SCENES, textsShownIn, useSceneApi } from './spec-texts-testing';
import { ADDRESS_MESSAGES } from '@schaufenster/shared/validation/address';
import { DEFAULT_NAVIGATION } from '@schaufenster/shared/site';
import { TEXTS as UI } from '@schaufenster/shared/ui/texts';
import { TEXTS as AUTH } from './auth/texts';
import { TEXTS as HEADER } from './header/texts';
import { TEXTS as SEARCH } from './search/texts';

/** Where the spec lives in CI and in every checkout: `../shared/SPEC.md` from the repository root. */
const SPEC_PATH = path.resolve(__dirname, '..', '..', 'shared', 'SPEC.md');

/** One literal text: what the widgets show, and where the spec writes it (after `after`, up to `until`). */
interface Row {
  text: string;
  shown: string;
  after: string;
  until: string;
  /** For the few texts the spec abbreviates ("likewise with Nachnamen", "...gültige..."): how the full text follows. */
  derive?: (fromSpec: string) => string;
  /** The widget state in whose DOM a shopper reads the text (as an element's whole text or a placeholder/label). */
  scene?: Scene;
}

useSceneApi();

const M = AUTH.messages;
const A = ADDRESS_MESSAGES;

const ROWS: Row[] = [
  // Section 2: shell, header, errors.
  { text: 'search placeholder', shown: SEARCH.placeholder, after: 'a search box with placeholder ', until: '. Desktop', scene: 'searchOnPhone' },
  { text: 'desktop search launcher', shown: SEARCH.launcher, after: 'Desktop: a ', until: ' button.', scene: 'searchOnDesktop' },
  { text: 'welcome', shown: HEADER.welcome, after: 'Logged in: shows ', until: ', links', scene: 'accountMenuOfCustomer' },
  { text: 'not logged in', shown: HEADER.notLoggedIn, after: 'Not logged in: shows ', until: ' and an ', scene: 'accountMenuOfVisitor' },
  { text: 'sign-in button', shown: HEADER.login, after: 'and an ', until: ' button.', scene: 'accountMenuOfVisitor' },
  { text: 'logout', shown: HEADER.logout, after: 'links and ', until: '. Not logged in', scene: 'accountMenuOfCustomer' },
  { text: 'sale link', shown: DEFAULT_NAVIGATION.find((link) => link.href === '/outlet/')?.label ?? '', after: '/outlet/ (shown as ', until: ')', scene: 'accountMenuOfVisitor' },
  { text: 'sign-in modal title', shown: AUTH.modalTitle, after: 'A sign-in modal titled ', until: ' can open', scene: 'signInModal' },
  { text: 'technical error title', shown: UI.technicalErrorTitle, after: 'Technical error page: title ', until: ', with a retry', scene: 'failedWidget' },
  { text: 'technical error retry', shown: UI.technicalErrorRetry, after: 'a retry action (', until: ') that reloads', scene: 'failedWidget' },
  { text: 'error modal title', shown: UI.errorModalTitle, after: 'A generic error modal: title ', until: ', button', scene: 'errorModal' },
  { text: 'error modal button', shown: UI.errorModalButton, after: ', button ', until: '.\n', scene: 'errorModal' },
  // Section 2: the auth area.
  { text: 'login page', shown: AUTH.pages.login, after: 'Login (', until: '), register', scene: 'emptyLogin' },
  { text: 'register page', shown: AUTH.pages.register, after: 'register (', until: ') and guest', scene: 'emptyLogin' },
  { text: 'guest page', shown: AUTH.pages.guest, after: 'guest (', until: ') are tabbed', scene: 'emptyLogin' },
  { text: 'forgot-password page', shown: AUTH.pages['forgot-password'], after: 'forgot-password (', until: '), reset-password', scene: 'forgotPassword' },
  { text: 'reset-password page', shown: AUTH.pages['reset-password'], after: 'reset-password (', until: '), otp-verify', scene: 'unconfirmedReset' },
  { text: 'otp-verify page', shown: AUTH.pages['otp-verify'], after: 'otp-verify (', until: ') are overlay', scene: 'guestCodeScreen' },
  { text: 'login button', shown: AUTH.login.submit, after: 'Login card: email, password, button ', until: ', link', scene: 'emptyLogin' },
  { text: 'forgot-password link', shown: AUTH.login.forgotPassword, after: 'button Anmelden, link ', until: '.\n', scene: 'emptyLogin' },
  { text: 'register button', shown: AUTH.register.submit, after: 'newsletter opt-in checkbox, button ', until: ', note', scene: 'emptyRegistration' },
  { text: 'guest button', shown: AUTH.guest.submit, after: 'email field, button ', until: '.\nForgot', scene: 'guestCard' },
  { text: 'forgot-password button', shown: AUTH.forgot.submit, after: 'Forgot-password: email field, button ', until: ', back', scene: 'forgotPassword' },
  { text: 'reset button', shown: AUTH.reset.submit, after: 'new password and confirmation, button ', until: ', advice', scene: 'unconfirmedReset' },
  { text: 'otp guest title', shown: AUTH.otp.titles.GUEST_LOGIN_REQUEST, after: 'guest login (', until: '), finish', scene: 'guestCodeScreen' },
  { text: 'otp register title', shown: AUTH.otp.titles.VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST, after: 'finish registration (', until: '), identity', scene: 'registrationCodeScreen' },
  { text: 'otp login title', shown: AUTH.otp.titles.VERIFY_ACCOUNT_BY_LOGIN_REQUEST, after: 'identity check (', until: ', for an', scene: 'identityCheckScreen' },
  // Section 5: authentication and forms.
  { text: 'email', shown: M.email, after: '- Email: ', until: ' The pattern', scene: 'emptyLogin' },
  { text: 'login password too short', shown: M.loginPasswordTooShort, after: 'Login password: min 6, message ', until: '\n', scene: 'emptyLogin' },
  { text: 'registration password too short', shown: M.registrationPasswordTooShort, after: 'Registration password: min 6, message ', until: ' Confirm:', scene: 'emptyRegistration' },
  { text: 'confirm password required', shown: M.confirmPasswordRequired, after: 'Confirm: required, ', until: '; mismatch', scene: 'unconfirmedReset' },
  { text: 'passwords differ', shown: M.passwordsDiffer, after: 'mismatch gives ', until: ' on the confirm', scene: 'mismatchedReset' },
  { text: 'otp code required', shown: M.otpRequired, after: 'Otp code: required, ', until: '; minimum', scene: 'emptyCode' },
  { text: 'otp code too short', shown: M.otpTooShort, after: 'minimum 6 characters, ', until: '; digits', scene: 'shortCode' },
  // Section 5: address. The two country messages stay constant checks only: the form's country is a select of
  // the countries the page offers (mount() refuses any other), so no shopper can leave it empty or invalid.
  { text: 'country required', shown: A.countryRequired, after: 'Country: 2 characters; ', until: ' / ' },
  { text: 'country invalid', shown: A.countryInvalid, after: 'Bitte gib ein Land ein. / ', until: '\n' },
  { text: 'given name required', shown: A.givenNameRequired, after: 'givenName: 1-50; ', until: ' / ', scene: 'emptyAddress' },
  { text: 'given name invalid', shown: A.givenNameInvalid, after: 'Bitte gib einen Vornamen ein. / ', until: ' familyName', scene: 'invalidAddress' },
  {
    text: 'family name required',
    shown: A.familyNameRequired,
    after: 'givenName: 1-50; ',
    until: ' / ',
    derive: (spec) => spec.replace('Vornamen', 'Nachnamen'),
    scene: 'emptyAddress',
  },
  {
    text: 'family name invalid',
    shown: A.familyNameInvalid,
    after: 'Bitte gib einen Vornamen ein. / ',
    until: ' familyName',
    derive: (spec) => spec.replace('Vornamen', 'Nachnamen'),
    scene: 'invalidAddress',
  },
  { text: 'street required', shown: A.streetHouseNumberRequired, after: 'must contain a letter; ', until: ' / ', scene: 'emptyAddress' },
  {
    text: 'street invalid',
    shown: A.streetHouseNumberInvalid,
    after: 'must contain a letter; ',
    until: ' / ...gültige....',
    derive: (spec) => spec.replace('eine ', 'eine gültige '),
    scene: 'invalidAddress',
  },
  { text: 'additional invalid', shown: A.additionalInvalid, after: 'Additional: max 50; ', until: '; forbidden', scene: 'invalidAddress' },
  { text: 'additional forbidden term', shown: A.additionalIllegalTerm, after: 'forbidden terms give ', until: '; an empty', scene: 'pickupPointInAdditional' },
  { text: 'postal code required', shown: A.zipCodeRequired, after: 'Postal code: 1-50 by default; ', until: ' / ', scene: 'emptyAddress' },
  { text: 'postal code invalid', shown: A.zipCodeInvalid, after: 'Bitte gib eine Postleitzahl ein. / ', until: '; country rules', scene: 'invalidAddress' },
  { text: 'city required', shown: A.cityRequired, after: 'City: 1-50; ', until: ' / ', scene: 'emptyAddress' },
  { text: 'city invalid', shown: A.cityInvalid, after: 'Bitte gib eine Stadt ein. / ', until: '\n', scene: 'invalidAddress' },
  { text: 'state invalid', shown: A.stateInvalid, after: 'else max 50; ', until: '\n', scene: 'italianAddressWithoutState' },
  { text: 'customer number invalid', shown: A.servicePointMemberIdInvalid, after: 'customer number: 6-10 digits; ', until: ' with a tip', scene: 'invalidPackstation' },
  { text: 'pickup station invalid', shown: A.servicePointIdInvalid, after: 'exactly 3 digits; ', until: '\n', scene: 'invalidPackstation' },
  // Section 8: the error catalogue.
  { text: 'wrong credentials', shown: M.wrongCredentials, after: '401 with wrongCredentials shows ', until: '; any other', scene: 'wrongCredentials' },
  { text: 'email taken', shown: M.conflictEmail, after: '409 with conflictEmail shows ', until: ' and a banner', scene: 'takenEmail' },
  { text: 'invalid code', shown: M.invalidCode, after: 'Otp verify: 401 shows ', until: ' with a hint', scene: 'invalidCode' },
  { text: 'resend cooling', shown: M.resendCooldown(20), after: 'Resend: while cooling: ', until: '; progress', derive: (spec) => spec.replace('{n}', '20'), scene: 'resendCooling' },
  { text: 'resend progress', shown: AUTH.otp.resendProgress, after: 'progress ', until: '; success', scene: 'resendSending' },
  { text: 'generic modal text', shown: UI.errorModalText, after: 'Generic modal: ES TUT UNS LEID! ', until: '\n', scene: 'errorModal' },
];

/** The spec's text between the first `after` and the next `until`; fails loudly when an anchor moved. */
function fromSpec(spec: string, { after, until, text }: Row): string {
  const start = spec.indexOf(after);
  if (start < 0) throw new Error(`SPEC.md no longer contains the anchor before "${text}": ${JSON.stringify(after)}`);
  const from = start + after.length;
  const end = spec.indexOf(until, from);
  if (end < 0) throw new Error(`SPEC.md no longer contains the anchor after "${text}": ${JSON.stringify(until)}`);
  return spec.slice(from, end);
}

/** CI sets `CI` (.ci/run does when nothing else has): there a missing spec fails rather than passing unchecked. */
const inCi = (process.env.CI ?? '') !== '' && process.env.CI !== 'false' && process.env.CI !== '0';
const specFound = existsSync(SPEC_PATH);
const missing = `the spec is missing at ${SPEC_PATH} (expected ../shared/SPEC.md from the repository root)`;
if (!specFound && !inCi) console.warn(`[spec-texts] skipped: ${missing}`);
const describeWithSpec = specFound || inCi ? describe : describe.skip;

function expectedText(row: Row): string {
  if (!specFound) throw new Error(`[spec-texts] ${missing}; in CI the texts must be checked`);
  const literal = fromSpec(readFileSync(SPEC_PATH, 'utf8'), row);
  return row.derive ? row.derive(literal) : literal;
}

describeWithSpec(`German texts equal SPEC.md (${SPEC_PATH}) character by character`, () => {
  it.each(ROWS)('$text', (row) => {
    // Code points side by side: a difference in one character (a period, a typo, a non-breaking space) shows.
    expect([...row.shown]).toEqual([...expectedText(row)]);
  });
});

describeWithSpec('German texts of SPEC.md as shoppers read them in the widgets', () => {
  // Each state is reached once, in the test of its first row; the rows after it read the same texts.
  const shownIn = new Map<Scene, Promise<string[]>>();
  function textsOf(scene: Scene): Promise<string[]> {
    const texts = shownIn.get(scene) ?? textsShownIn(SCENES[scene]);
    shownIn.set(scene, texts);
    return texts;
  }

  it.each(ROWS.filter((row) => row.scene))('$text in $scene', async (row) => {
    const expected = expectedText(row);
    expect(await textsOf(row.scene as Scene)).toContain(expected);
  });
});
