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

/** Reports the visitor's marketing choice into the data layer, as the page's consent tool does. */
export function giveMarketingConsent(granted: boolean): void {
  (window.dataLayer ??= []).push({ event: 'consent_update', ad_storage: granted ? 'granted' : 'denied' });
}
