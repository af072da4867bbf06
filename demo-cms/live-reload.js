// Dev pages only (WIDGETS_ENV=dev): reloads the page once the server's reload stream names another dev build than the
// one the page was rendered with (written inline by templates/partials/live-reload.liquid; the stream:
// widget-server/dev/dev-reload-routes.ts). A failed rebuild names none, so the page stays as it is.
(() => {
  const script = document.currentScript;
  const rendered = script.dataset.build;
  const stream = new EventSource(script.dataset.stream);
  stream.addEventListener(script.dataset.event, (event) => {
    if (event.data === rendered) return;
    stream.close();
    location.reload();
  });
})();
