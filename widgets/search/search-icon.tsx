/** A magnifier: the submit button on phones, where the button's text stays for assistive technology only. */
export function SearchIcon() {
  return (
    <svg className="submit-icon" width={24} height={24} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" />
      <path d="M16.5 16.5L21 21" />
    </svg>
  );
}
