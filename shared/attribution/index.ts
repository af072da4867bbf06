// Marketing attribution: parameters from the page address, their cookies and the click-id headers.
export { sessionClickIdName } from './parameters';
export { keepAttribution } from './attribution';
export { clickIdHeaders, rememberSessionClickIds } from './click-ids';
export { onMarketingConsentChange } from './consent';
