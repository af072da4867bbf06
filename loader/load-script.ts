// Scripts of the remotes are requested the same way whether they run now or are only fetched ahead of their use
// (fetchAhead in ahead-of-use.ts): in CORS mode (`crossorigin="anonymous"`, which subresource integrity needs on another
// origin), so that a script fetched ahead is the one its later `<script>` finds in the HTTP cache.

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

