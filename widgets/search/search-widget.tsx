import { useState } from 'react';
import { pageSite, searchForm } from '@schaufenster/shared/site';
import { Modal, useMediaQuery } from '@schaufenster/shared/ui';
import { DESKTOP_SEARCH_QUERY } from './constants';
import { SearchBox } from './search-box';
import { useSearchStyles } from './search-styles';
import { TEXTS } from './texts';

/** Where a chosen hit or a submit leads; tests pass a spy. */
type Navigate = (url: string) => void;

/** Desktop: the Suche button and, once pressed, the search overlay with the box, its hits and the history. */
function SearchLauncher({ navigate }: { navigate?: Navigate }) {
  const className = useSearchStyles();
  const [open, setOpen] = useState(false);
  // Without JavaScript (a server-rendered page) the button submits a plain GET to the site's search route.
  const form = searchForm(pageSite().routes.search);
  return (
    <div className={className} data-variant="launcher">
      <form action={form.action} method="get" onSubmit={(event) => event.preventDefault()}>
        {form.hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button
          type="submit"
          className="launcher"
          aria-haspopup="dialog"
          aria-expanded={open}
          data-search-launcher
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          {TEXTS.launcher}
        </button>
      </form>
      {open && (
        <Modal title={TEXTS.overlayTitle} closeLabel={TEXTS.close} onClose={() => setOpen(false)}>
          <SearchBox navigate={navigate} variant="overlay" />
        </Modal>
      )}
    </div>
  );
}

/**
 * The search widget (SPEC section 2): phones and tablets up to 991 px keep the search box in the page;
 * from 992 px a Suche button opens the search overlay.
 */
export function SearchWidget({ navigate }: { navigate?: Navigate }) {
  const desktop = useMediaQuery(DESKTOP_SEARCH_QUERY);
  return desktop ? <SearchLauncher navigate={navigate} /> : <SearchBox navigate={navigate} />;
}
