// Body scroll stays locked while any modal of any widget is open: one counter for the page (this module is a singleton).
let openModals = 0;
let previousOverflow = '';

/** Locks page scrolling; returns the function that releases this lock. */
export function lockScroll(): () => void {
  if (openModals === 0) {
    previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  openModals += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    openModals -= 1;
    if (openModals === 0) document.body.style.overflow = previousOverflow;
  };
}
