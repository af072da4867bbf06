/** Splits a title around the words of the query, so they can be marked (case-insensitive, German-aware). */
export function highlightParts(title: string, query: string): { text: string; match: boolean }[] {
  const words = query
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (words.length === 0) return [{ text: title, match: false }];
  // With one capturing group, split() puts the matches at the odd positions.
  return title
    .split(new RegExp(`(${words.join('|')})`, 'iu'))
    .map((text, index) => ({ text, match: index % 2 === 1 }))
    .filter((part) => part.text !== '');
}

/** A title with the query's words in `<mark>`; the text stays text (never HTML). */
export function Highlighted({ title, query }: { title: string; query: string }) {
  return (
    <>
      {highlightParts(title, query).map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}
