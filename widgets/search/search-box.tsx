import { useState, type FormEvent } from 'react';
import { useCss } from '@schaufenster/shared/ui';
import { searchTarget } from './search-target';
import { TEXTS } from './texts';

/** The search box: submitting goes to the catalog search (the overlay with suggestions comes with the search API). */
export function SearchBox({ navigate = (url: string) => window.location.assign(url) }: { navigate?: (url: string) => void }) {
  const css = useCss();
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchTarget(query));
  };
  const form = css`
    display: flex;
    gap: 8px;
    padding: 4px 16px;
    input { flex: 1; font: inherit; padding: 8px 12px; border: 1px solid #8c8c8c; }
    button { font: inherit; font-weight: 700; padding: 8px 16px; border: 0; background: #1a1a1a; color: #fff; cursor: pointer; }
  `;
  return (
    <form role="search" className={form} onSubmit={submit}>
      <input
        type="search"
        name="q"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={TEXTS.placeholder}
        aria-label={TEXTS.inputLabel}
        autoComplete="off"
      />
      <button type="submit">{TEXTS.submit}</button>
    </form>
  );
}
