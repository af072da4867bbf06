import { integer, mask, object, string, type Infer } from 'superstruct';
import { HISTORY_STORAGE_KEY, MAX_HISTORY_ENTRIES } from './constants';

/** One remembered search (SPEC section 3): the query, where it led, the hit's group, how many hits, which one. */
export const HistoryEntry = object({ query: string(), path: string(), category: string(), size: integer(), pos: integer() });
export type HistoryEntry = Infer<typeof HistoryEntry>;

/** The browser's storage; none in a server render (Node has no localStorage), where the history is empty. */
const browserStorage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** Reads the history; a missing, broken or foreign value is an empty history, never a crash. */
export function readHistory(storage: Pick<Storage, 'getItem'> | undefined = browserStorage()): HistoryEntry[] {
  if (storage === undefined) return [];
  try {
    const raw = storage.getItem(HISTORY_STORAGE_KEY);
    if (raw === null) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry: unknown) => {
      try {
        return [mask(entry, HistoryEntry)];
      } catch {
        return [];
      }
    }).slice(0, MAX_HISTORY_ENTRIES);
  } catch {
    return [];
  }
}

function write(entries: HistoryEntry[], storage: Pick<Storage, 'setItem'>): HistoryEntry[] {
  try {
    storage.setItem(HISTORY_STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or forbidden (private mode): the history just is not kept.
  }
  return entries;
}

const sameQuery = (a: string, b: string) => a.trim().toLocaleLowerCase('de') === b.trim().toLocaleLowerCase('de');

/** Puts a search first in the history, dropping an earlier entry of the same query, keeping at most MAX_HISTORY_ENTRIES. */
export function rememberSearch(entry: HistoryEntry, storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): HistoryEntry[] {
  const rest = readHistory(storage).filter((old) => !sameQuery(old.query, entry.query));
  return write([{ ...entry, query: entry.query.trim() }, ...rest].slice(0, MAX_HISTORY_ENTRIES), storage);
}

/** Removes one entry (by its query). */
export function forgetSearch(query: string, storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): HistoryEntry[] {
  return write(readHistory(storage).filter((old) => !sameQuery(old.query, query)), storage);
}

/** Clears the whole history. */
export function clearHistory(storage: Pick<Storage, 'setItem'> = localStorage): HistoryEntry[] {
  return write([], storage);
}
