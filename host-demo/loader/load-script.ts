/**
 * Adds a classic script to the page and resolves once it has run; rejects when it cannot be fetched or,
 * with `integrity`, when its bytes do not match.
 */
export function loadScript(url: string, integrity?: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    if (integrity) script.integrity = integrity;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`could not fetch ${url}${integrity ? ' with the integrity the registry names' : ''}`)));
    document.head.appendChild(script);
  });
}
