// Scripts of the remotes are requested the same way whether they run now or are only fetched ahead of their use: in
// CORS mode (a script's `crossorigin="anonymous"`, which subresource integrity needs on another origin), so that a
// script fetched ahead is the one its later `<script>` finds in the HTTP cache.

/**
 * Adds a classic script to the page and resolves once it has run; rejects when it cannot be fetched or,
 * with `integrity`, when its bytes do not match. `priority` is the fetch priority hint.
 */
export function loadScript(url: string, integrity?: string, priority: 'low' | 'auto' = 'auto'): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    // Low for a widget fetched on intent (hover): it must not delay what the page shows.
    if (priority === 'low') script.setAttribute('fetchpriority', 'low');
    if (integrity) script.integrity = integrity;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`could not fetch ${url}${integrity ? ' with the integrity the registry names' : ''}`)));
    document.head.appendChild(script);
  });
}

/**
 * Fetches a file at low priority into the HTTP cache without running it, as `loadScript` would request it (CORS mode,
 * the page's credentials rule for its origin, `integrity` when given), and resolves with its bytes once they are all
 * read: the cache keeps an answer only when its body was read to the end. Rejects on a failed or refused answer.
 */
export async function fetchAhead(url: string, integrity?: string): Promise<ArrayBuffer> {
  const response = await fetch(url, { mode: 'cors', credentials: 'same-origin', priority: 'low', ...(integrity ? { integrity } : {}) });
  if (!response.ok) throw new Error(`could not fetch ${url} ahead: ${response.status}`);
  return response.arrayBuffer();
}
