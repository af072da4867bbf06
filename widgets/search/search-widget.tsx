import { useState } from 'react';
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
  return (
    <div className={className} data-variant="launcher">
      <button type="button" className="launcher" aria-haspopup="dialog" aria-expanded={open} data-search-launcher onClick={() => setOpen(true)}>
        {TEXTS.launcher}
      </button>
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
