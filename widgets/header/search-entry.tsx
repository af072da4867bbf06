import type { MouseEvent } from 'react';
import { anticipates, bus } from '@schaufenster/shared/bus';
import { pageSite, searchForm } from '@schaufenster/shared/site';
import { TEXTS } from './texts';

/** Opens the search widget's overlay when a search widget is on the page; otherwise the form goes to the search route. */
function openOverlay(event: MouseEvent) {
  if (!bus.willBeAnswered('search:open')) return;
  event.preventDefault();
  bus.emit('search:open', {});
}

/**
 * The desktop row's Suche button (SPEC section 2), in the header's own row so that no page stylesheet has to put
 * it there. Without JavaScript, or without a search widget on the page, it submits a plain GET to the search route.
 */
export function SearchEntry() {
  const form = searchForm(pageSite().routes.search);
  return (
    <form className="wide-only search-entry" action={form.action} method="get">
      {form.hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="search-button" aria-haspopup="dialog" data-search-launcher onClick={openOverlay} {...anticipates('search:open')}>
        {TEXTS.search}
      </button>
    </form>
  );
}
