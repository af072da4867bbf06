// Marketing attribution: parameters from the page address, their cookies and the click-id headers.
export {
  ATTRIBUTION_PARAMETERS,
  SAVEABLE_PARAMETERS,
  SAVEABLE_OUTPUTS,
  AD_TAG_COOKIES,
  SESSION_CLICK_IDS,
  sessionClickIdName,
} from './parameters';
export type { AttributionParameter, SaveableOutput, PageOnlyOutput, SessionClickIdName } from './parameters';
export {
  readAttribution,
  persistAttribution,
  forgetAttribution,
  keepAttribution,
  storedAttribution,
  attributionCookie,
  ATTRIBUTION_COOKIE_MAX_AGE_S,
  ATTRIBUTION_COOKIE_PREFIX,
} from './attribution';
export type { Attribution } from './attribution';
export { clickIdHeaders, trackingClickIds, rememberSessionClickIds, toFbc, CLICK_ID_HEADER_PREFIX } from './click-ids';
export { hasMarketingConsent, onMarketingConsentChange, marketingConsentOf } from './consent';
export type { ClickIdHeaderOptions, SessionClickIds, TrackingClickIds } from './click-ids';
