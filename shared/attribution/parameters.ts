/**
 * Every marketing attribution parameter the page address may carry, with its header short code,
 * whether consent rules let it be saved in a cookie, and the name it is reported under.
 */
export const ATTRIBUTION_PARAMETERS = [
  // Four spellings of our own click id, so they collapse into one output and one header.
  { name: 'prid', code: 'cs', saveable: true, output: 'cssysclid' },
  { name: 'pid', code: 'cs', saveable: true, output: 'cssysclid' },
  { name: 'pId', code: 'cs', saveable: true, output: 'cssysclid' },
  { name: 'cssysclid', code: 'cs', saveable: true, output: 'cssysclid' },
  { name: 'fbclid', code: 'fb', saveable: true, output: 'fbclid' },
  { name: 'ttclid', code: 'tt', saveable: true, output: 'ttclid' },
  { name: 'msclkid', code: 'ms', saveable: true, output: 'msclkid' },
  { name: 'gclid', code: 'gc', saveable: true, output: 'gclid' },
  { name: 'utem_id', code: 'ue', saveable: false, output: 'utem_id' },
  { name: 'utm_source', code: 'us', saveable: false, output: 'utm_source' },
  { name: 'utm_medium', code: 'um', saveable: false, output: 'utm_medium' },
  { name: 'utm_campaign_id', code: 'uci', saveable: false, output: 'utm_campaign_id' },
  { name: 'utm_campaign', code: 'uc', saveable: false, output: 'utm_campaign' },
  { name: 'utm_term', code: 'ut', saveable: false, output: 'utm_term' },
  { name: 'utm_content', code: 'uco', saveable: false, output: 'utm_content' },
  { name: 'utm_ad_group', code: 'uag', saveable: false, output: 'utm_ad_group' },
  { name: 'utm_ad', code: 'ua', saveable: false, output: 'utm_ad' },
  { name: 'utm_location', code: 'ul', saveable: false, output: 'utm_location' },
  { name: 'utm_keyword', code: 'uk', saveable: false, output: 'utm_keyword' },
  { name: 'utm_device', code: 'ud', saveable: false, output: 'utm_device' },
  { name: 'utm_device_model', code: 'udm', saveable: false, output: 'utm_device_model' },
  { name: 'gad_source', code: 'gs', saveable: false, output: 'gad_source' },
  { name: 'gclsrc', code: 'gsr', saveable: false, output: 'gclsrc' },
] as const;

/** One row of the attribution parameter table. */
export type AttributionParameter = (typeof ATTRIBUTION_PARAMETERS)[number];

/** The name a saveable parameter is stored and reported under. */
export type SaveableOutput = Extract<AttributionParameter, { saveable: true }>['output'];

/** The name a page-only (never stored) parameter is reported under. */
export type PageOnlyOutput = Extract<AttributionParameter, { saveable: false }>['output'];

/** The saveable parameters, the click identifiers that may live in a cookie. */
export const SAVEABLE_PARAMETERS = ATTRIBUTION_PARAMETERS.filter(
  (parameter): parameter is Extract<AttributionParameter, { saveable: true }> => parameter.saveable,
);

/** Each saveable output once, in table order. */
export const SAVEABLE_OUTPUTS: readonly SaveableOutput[] = [...new Set(SAVEABLE_PARAMETERS.map((parameter) => parameter.output))];

/**
 * Cookies the ad platforms' own tags write, read as further sources of click identifiers (after the page
 * address and our own cookie, before the session). `header` is the short code of the `x-cs-clid-` header;
 * `prefix` is cut off the value (Microsoft UET stores `_uet<msclkid>`).
 */
export const AD_TAG_COOKIES = [
  { cookie: '_fbc', header: 'fb', reads: 'fbc' },
  { cookie: '_fbp', header: 'fbp', reads: 'fbp' },
  { cookie: 'ttclid', header: 'tt', reads: 'ttclid' },
  { cookie: '_ttp', header: 'ttp', reads: 'ttp' },
  { cookie: '_uetmsclkid', header: 'ms', reads: 'msclkid', prefix: '_uet' },
] as const;

/** The click identifiers a session keeps, by the names GET /api/s/ answers them under (SPEC section 3). */
export const SESSION_CLICK_IDS = ['fbclid', 'ttclid', 'gclid', 'gad_source', 'prid', 'msclkid'] as const;

/** One name of a session click identifier. */
export type SessionClickIdName = (typeof SESSION_CLICK_IDS)[number];

/**
 * The session name of the value a `x-cs-clid-<code>` header carries (`cs` -> `prid`, `gs` -> `gad_source`),
 * the first parameter of that code that the session keeps; undefined for codes the session does not keep.
 */
export function sessionClickIdName(code: string): SessionClickIdName | undefined {
  return SESSION_CLICK_IDS.find((name) => ATTRIBUTION_PARAMETERS.some((parameter) => parameter.code === code && parameter.name === name));
}
