/**
 * Characters no configured or redirected URL of ours may carry: a backslash reads as `/` in browsers (`/\evil.example`
 * and `https://shop.example\@evil.example` name other hosts than they seem to), whitespace and control characters
 * are dropped or split headers, so the URL a browser follows would not be the one checked.
 */
export const UNSAFE_URL_CHARACTERS = /[\\\s\p{Cc}]/u;
