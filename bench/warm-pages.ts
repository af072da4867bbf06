// A fresh demo server's first render of a widget loads its server bundle and can take longer than the render budget
// (widget-server/ssr/server-widgets.ts); that tag then comes without server HTML and mounts in the browser at once,
// which a server that has run a while never does. The browser benches time pages from a warm server.

/** How often each page is asked for before it is timed: a render over its budget is not kept, the next one usually is. */
const WARM_RENDERS = 3;

/** Has the server render each page a few times, so the pages a bench times come server-rendered as a warm server renders them. */
export async function warmPages(urls: readonly string[]): Promise<void> {
  for (let i = 0; i < WARM_RENDERS; i += 1) {
    for (const url of urls) {
      const answer = await fetch(url, { headers: { accept: 'text/html' } });
      if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
      await answer.arrayBuffer();
    }
  }
}
