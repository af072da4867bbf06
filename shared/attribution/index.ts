// Marketing attribution: parameters from the page address, their cookies and the click-id headers.
export { ATTRIBUTION_PARAMETERS, SAVEABLE_PARAMETERS, SAVEABLE_OUTPUTS } from './parameters';
export type { AttributionParameter, SaveableOutput, PageOnlyOutput } from './parameters';
export {
  readAttribution,
  persistAttribution,
  storedAttribution,
  attributionCookie,
  ATTRIBUTION_COOKIE_MAX_AGE_S,
  ATTRIBUTION_COOKIE_PREFIX,
} from './attribution';
export type { Attribution } from './attribution';
export { clickIdHeaders, trackingClickIds, toFbc, CLICK_ID_HEADER_PREFIX } from './click-ids';
export type { ClickIdHeaderOptions, SessionClickIds, TrackingClickIds } from './click-ids';
