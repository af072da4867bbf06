/** Expires every cookie the test page can see, so each test starts with an empty jar. */
export function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

/** Points the test page at an address with the given query string. */
export function visit(search: string): void {
  window.history.replaceState(null, '', `/${search}`);
}
