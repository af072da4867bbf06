import { useEffect, useState } from 'react';
import { bus } from '@schaufenster/shared/bus';
import { pageSite, searchForm } from '@schaufenster/shared/site';
import { Modal } from '@schaufenster/shared/ui';
import { SearchBox } from './search-box';
import { useSearchStyles } from './search-styles';
import { TEXTS } from './texts';

/** Where a chosen hit or a submit leads; tests pass a spy. */
type Navigate = (url: string) => void;

/** The Suche button of a wide box: it opens the search overlay. */
function Launcher({ open, onOpen }: { open: boolean; onOpen: () => void }) {
  const className = useSearchStyles();
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
            onOpen();
          }}
        >
          {TEXTS.launcher}
        </button>
      </form>
    </div>
  );
}

/**
 * The search widget (SPEC section 2), by the width of its own box (CSS, one markup for every screen): below 992 px
 * the search box in the page; from 992 px the Suche button that opens the search overlay, or nothing of its own where
 * the header carries that button (`launcher: false`). The header's Suche opens the overlay through the bus, or, while
 * the widgets hydrate, the loader opens the overlay's server HTML (Modal's `openedBy`).
 */
export function SearchWidget({ navigate, launcher = true }: { navigate?: Navigate; launcher?: boolean }) {
  const [open, setOpen] = useState(false);
  // Each opening starts with an empty box: the closed overlay stays in the page, its box anew after each closing.
  const [closings, setClosings] = useState(0);
  const close = () => {
    setOpen(false);
    setClosings((count) => count + 1);
  };
  useEffect(() => bus.on('search:open', () => setOpen(true)), []);
  return (
    <>
      <SearchBox navigate={navigate} />
      {launcher && <Launcher open={open} onOpen={() => setOpen(true)} />}
      {/* In the server HTML closed, so that the header's Suche opens it at once, while the widgets hydrate. */}
      <Modal title={TEXTS.overlayTitle} closeLabel={TEXTS.close} open={open} openedBy="search:open" onOpen={() => setOpen(true)} onClose={close}>
        <SearchBox key={closings} navigate={navigate} variant="overlay" />
      </Modal>
    </>
  );
}
