// Escaping text for HTML the server, the pages and the tools write by hand: one function, on html-escaper.
export { escapeHtml } from './escape-html';
/** @internal for tests */
export { unescapeHtml } from './escape-html';
