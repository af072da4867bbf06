import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { isAbortError } from '@schaufenster/shared/http';
import { pageSite, searchForm } from '@schaufenster/shared/site';
import { isReenteredInput } from '@schaufenster/shared/mount';
import { Button } from '@schaufenster/shared/ui';
import { SUBMIT_LOADING_MS } from './constants';
import { SearchHistoryPanel } from './search-history-panel';
import { SearchIcon } from './search-icon';
import { clearHistory, forgetSearch, readHistory, rememberSearch, type HistoryEntry } from './search-history';
import { flattenHits, SearchResults, type FlatHit } from './search-results';
import { useSearchStyles } from './search-styles';
import { searchTarget } from './search-target';
import { TEXTS } from './texts';
import { trackProductHit } from './track-hit';
import { useSearch } from './use-search';

/** The option the arrow keys move to: Down from the last (or from none) goes to the first, Up from the first to the last. */
export function nextActiveIndex(current: number, step: 1 | -1, count: number): number {
  if (step === 1) return current + 1 >= count ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}

interface SearchBoxProps {
  navigate?: (url: string) => void;
  /** `inline` in the page (phones); `overlay` inside the desktop search overlay, where the hits flow below the box. */
  variant?: 'inline' | 'overlay';
}

/** The search box: a WAI-ARIA APG combobox with grouped hits, the history, and the routing of a submit. */
export function SearchBox({ navigate = (url: string) => window.location.assign(url), variant = 'inline' }: SearchBoxProps) {
  const className = useSearchStyles();
  // Without JavaScript (a server-rendered page) the form is a plain GET to the site's search route.
  const form = searchForm(pageSite().routes.search);
  const { query, groups, setQuery, settle } = useSearch();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [history, setHistory] = useState<HistoryEntry[]>(readHistory);
  const [submitting, setSubmitting] = useState(false);
  const submitTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Set while a submit waits for the answer to its text: a second Enter meanwhile routes nowhere else.
  const routing = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const hits = flattenHits(groups, id);
  const showHits = open && query.trim() !== '' && hits.length > 0;
  const showHistory = open && query.trim() === '' && history.length > 0;

  useEffect(() => () => clearTimeout(submitTimer.current), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new hits reset the active option, whatever it was.
  useEffect(() => setActiveIndex(-1), [groups]);
  useEffect(() => {
    if (activeIndex < 0) return;
    const root = formRef.current?.getRootNode() as Document | ShadowRoot | undefined;
    root?.getElementById(`${id}-option-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, id]);

  const showLoading = () => {
    setSubmitting(true);
    clearTimeout(submitTimer.current);
    submitTimer.current = setTimeout(() => setSubmitting(false), SUBMIT_LOADING_MS);
  };

  const go = (url: string) => {
    showLoading();
    setOpen(false);
    navigate(url);
  };

  const choose = ({ hit, group, index }: FlatHit) => {
    setHistory(rememberSearch({ query: query.trim(), path: hit.path, category: group.type, size: hits.length, pos: index }));
    trackProductHit(hit, index);
    go(hit.path);
  };

  /** Routes a submit by the hits for the text as typed, never by those of an earlier text still on show. */
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const active = hits[activeIndex];
    if (showHits && active) return choose(active);
    if (routing.current) return undefined;
    const text = query;
    routing.current = true;
    showLoading();
    try {
      const answered = await settle(text);
      const target = searchTarget(text, answered);
      if (text.trim() !== '') setHistory(rememberSearch({ query: text.trim(), path: target, category: 'SEARCH', size: flattenHits(answered, id).length, pos: -1 }));
      go(target);
    } catch (error) {
      // Only a cancelled search gets here (the widget went away): there is nowhere to go.
      if (!isAbortError(error)) throw error;
    } finally {
      routing.current = false;
    }
    return undefined;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (hits.length === 0) return;
      setActiveIndex((current) => nextActiveIndex(current, event.key === 'ArrowDown' ? 1 : -1, hits.length));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setActiveIndex(-1);
      // With nothing left to close or clear, Escape goes on to the search overlay, which closes.
      if (open && (showHits || showHistory)) setOpen(false);
      else if (query !== '') setQuery('');
      else return;
      event.stopPropagation();
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveElementInteractions: a form with role=search works in every browser the shop serves (the <search> element is too new for some); its blur handler closes the suggestions when focus leaves the form.
    <form ref={formRef} role="search" action={form.action} method="get" className={className} data-variant={variant} onSubmit={(event) => void submit(event)} onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setOpen(false)}>
      {form.hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="box">
        <input
          type="search"
          role="combobox"
          name={form.field}
          value={query}
          placeholder={TEXTS.placeholder}
          aria-label={TEXTS.inputLabel}
          aria-autocomplete="list"
          aria-expanded={showHits}
          aria-controls={listboxId}
          aria-activedescendant={showHits && hits[activeIndex] ? hits[activeIndex].id : undefined}
          autoComplete="off"
          onChange={(event) => {
            // Text typed into the server HTML while the widget hydrated was typed well before now: no debounce.
            setQuery(event.target.value, { atOnce: isReenteredInput(event.nativeEvent) });
            // The active hit belongs to the text before this change.
            setActiveIndex(-1);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" status={submitting ? 'loading' : 'idle'}>
          <SearchIcon />
          <span className="submit-label">{TEXTS.submit}</span>
        </Button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {open && query.trim() !== '' ? TEXTS.hitCount(hits.length) : ''}
      </p>
      {(showHits || showHistory) && (
        // No scroll box of its own: the page scrolls, and the arrow keys keep the active hit in view.
        <div className="overlay">
          {showHits && <SearchResults id={listboxId} query={query} groups={groups} hits={hits} activeIndex={activeIndex} onChoose={choose} />}
          {showHistory && (
            <SearchHistoryPanel
              entries={history}
              onOpen={(entry) => go(entry.path)}
              onRemove={(removed) => setHistory(forgetSearch(removed))}
              onClear={() => setHistory(clearHistory())}
            />
          )}
        </div>
      )}
    </form>
  );
}
