// Bench only: mounts widgets from one plain bundle (no Module Federation), each bundle with its own React.
// `@bench/widgets` is aliased per build to a module that lists the widgets this bundle carries.
import { widgets } from '@bench/widgets';

for (const [name, mount] of Object.entries(widgets)) {
  for (const el of document.querySelectorAll<HTMLElement>(`[data-widget="${name}"]`)) {
    try {
      mount(el, el.dataset.props ? (JSON.parse(el.dataset.props) as unknown) : {});
      el.dataset.widgetState = 'mounted';
      performance.mark(`schaufenster:mounted:${name}`);
    } catch {
      el.dataset.widgetState = 'failed';
    }
  }
}
