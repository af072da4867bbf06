/** An absolute URL for an API path, resolved against the page (and its `<base>`, if any). */
export function resolveUrl(path: string): string {
  return new URL(path, document.baseURI).href;
}
