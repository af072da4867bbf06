/** Adds a classic script to the page and resolves once it has run; rejects when it cannot be fetched. */
export function loadScript(url: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`could not fetch ${url}`)));
    document.head.appendChild(script);
  });
}
