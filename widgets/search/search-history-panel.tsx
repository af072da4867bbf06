import type { HistoryEntry } from './search-history';
import { TEXTS } from './texts';

interface HistoryPanelProps {
  entries: readonly HistoryEntry[];
  onOpen: (entry: HistoryEntry) => void;
  onRemove: (query: string) => void;
  onClear: () => void;
}

/** The history under an empty search box: each entry opens again or is removed; the whole history can be cleared. */
export function SearchHistoryPanel({ entries, onOpen, onRemove, onClear }: HistoryPanelProps) {
  if (entries.length === 0) return null;
  return (
    <section className="history" aria-labelledby="search-history-title">
      <h2 id="search-history-title">{TEXTS.historyTitle}</h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.query}>
            <a
              href={entry.path}
              onClick={(event) => {
                event.preventDefault();
                onOpen(entry);
              }}
            >
              {entry.query}
            </a>
            <button type="button" className="remove" aria-label={TEXTS.historyRemove(entry.query)} onClick={() => onRemove(entry.query)}>
              ×
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="clear" onClick={onClear}>
        {TEXTS.historyClear}
      </button>
    </section>
  );
}
