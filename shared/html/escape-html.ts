import { escape as escapeEntities, unescape as unescapeEntities } from 'html-escaper';

/** Text as HTML (or XML) text or a quoted attribute value: `& < > ' "` as entities (html-escaper). */
export function escapeHtml(text: string): string {
  return escapeEntities(text);
}

/** Text with the entities escapeHtml writes (and their numeric forms) read back (html-escaper); the page tests read attributes with it. @internal */
export function unescapeHtml(html: string): string {
  return unescapeEntities(html);
}
