// What marks a sentence as a work log rather than documentation: a reader cannot follow an issue number or know which
// numbered work session was meant, so the reason itself must stand where it applies. "session" is also a product word
// (a browser or server session, the session cookie), so only the work-log forms count: an ordinal before the word, a
// demonstrative naming the present one before it, or a number after it; one more instance of a session, SPEC section
// 9's retry count of the session call and the SESSION_SHARE constant do not (work-log.test.ts lists the cases).

/** One work-log reference found in a text: where it starts (character offset), what it says and why it fails. */
export interface WorkLogHit {
  offset: number;
  text: string;
  reason: string;
}

const ORDINALS =
  'first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\\d+(?:st|nd|rd|th)';

/** Each pattern with the reason printed beside a hit. */
const WORK_LOG_PATTERNS: readonly (readonly [RegExp, string])[] = [
  [/\bissues?\s+#?\d+\b/gi, 'an issue number: write the reason it stood for'],
  [/(?<![\w&/#.:-])#\d{1,5}\b(?![;}-])/g, 'an issue reference: write the reason it stood for'],
  [new RegExp(`(?<!\\ba\\s)\\b(?:${ORDINALS})\\s+sessions?\\b`, 'gi'), 'a work session: say what changed, not when'],
  [/\bthis\s+(?:session|round)\b/gi, 'the present work session or round: name the change or the date, machine and command'],
  [/(?<!\bthe\s|:\s|,\s)\bsession\s+\d+\b/gi, 'a numbered work session: say what changed, not when'],
];

/** Every work-log reference in a text, in order; an empty list for documentation a reader can follow. */
export function findWorkLog(text: string): WorkLogHit[] {
  const hits: (WorkLogHit & { end: number })[] = [];
  for (const [pattern, reason] of WORK_LOG_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      hits.push({ offset: match.index, text: match[0].replace(/\s+/g, ' '), reason, end: match.index + match[0].length });
    }
  }
  // One hit per reference: an issue number written with a hash is not also a bare hash reference.
  let covered = 0;
  return hits
    .sort((a, b) => a.offset - b.offset)
    .filter((hit) => {
      const alone = hit.offset >= covered;
      covered = Math.max(covered, hit.end);
      return alone;
    })
    .map(({ offset, text, reason }) => ({ offset, text, reason }));
}

/** The 1-based line of a character offset in a text. */
export function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line += 1;
  return line;
}
