import { LOG_PREFIX, WIDGET_STATE_EVENT, type WidgetState } from './constants';
import type { Federation } from './federation';
import { WIDGET_SELECTOR, readWidgetProps, readWidgetTag, type WidgetTag } from './widget-tag';
import { withTimeout } from './with-timeout';

/** Invalid props are reported by the remote's mount helper with this error name (shared/mount). */
const INVALID_PROPS_ERROR = 'InvalidPropsError';

/** Mounts and unmounts widget tags; each tag fails alone. */
export class WidgetLoader {
  private readonly unmounts = new Map<HTMLElement, () => void>();
  private readonly attempts = new Map<HTMLElement, Promise<WidgetState>>();

  constructor(private readonly federation: Federation) {}

  /** Mounts every tag under `root`: the entries of all their remotes first, in parallel, then each tag. */
  async mountAll(root: ParentNode): Promise<WidgetState[]> {
    const tags = [...root.querySelectorAll<HTMLElement>(WIDGET_SELECTOR)].filter((el) => !this.attempts.has(el));
    const timeouts = new Map<string, number>();
    for (const el of tags) {
      const { remote, timeoutMs } = readWidgetTag(el);
      timeouts.set(remote, Math.max(timeouts.get(remote) ?? 0, timeoutMs));
    }
    const started = this.federation.start(timeouts.keys(), (remote) => timeouts.get(remote) ?? 0);
    return Promise.all(tags.map((el) => this.mount(el, started)));
  }

  /** Mounts one tag (again only after an unmount); resolves with its final state. */
  mount(el: HTMLElement, started?: Promise<void>): Promise<WidgetState> {
    let attempt = this.attempts.get(el);
    if (!attempt) {
      attempt = this.attempt(el, started);
      this.attempts.set(el, attempt);
    }
    return attempt;
  }

  /** Unmounts a tag's widget, if mounted, and forgets it so it can be mounted again. */
  unmount(el: HTMLElement): void {
    const unmount = this.unmounts.get(el);
    this.unmounts.delete(el);
    this.attempts.delete(el);
    delete el.dataset.widgetState;
    if (!unmount) return;
    try {
      unmount();
    } catch (error) {
      console.error(`${LOG_PREFIX} widget "${el.dataset.widget}" failed to unmount`, error);
    }
  }

  /** Unmounts every mounted tag that is no longer in the document. */
  unmountDetached(): void {
    for (const el of [...this.attempts.keys()]) if (!el.isConnected) this.unmount(el);
  }

  private async attempt(el: HTMLElement, started?: Promise<void>): Promise<WidgetState> {
    const tag = readWidgetTag(el);
    setState(el, tag, 'loading');
    let props: unknown;
    try {
      props = readWidgetProps(el);
    } catch (error) {
      console.error(`${LOG_PREFIX} widget "${tag.widget}": data-props is not valid JSON: ${(error as Error).message}`);
      return setState(el, tag, 'invalid-props');
    }
    try {
      const module = await withTimeout(this.load(tag, started), tag.timeoutMs, `widget "${tag.widget}"`);
      if (this.attempts.get(el) === undefined || !el.isConnected) return 'failed';
      this.unmounts.set(el, module.mount(el, props));
      performance.mark(`schaufenster:mounted:${tag.widget}`);
      return setState(el, tag, 'mounted');
    } catch (error) {
      if (error instanceof Error && error.name === INVALID_PROPS_ERROR) {
        console.error(`${LOG_PREFIX} ${error.message}`);
        return setState(el, tag, 'invalid-props');
      }
      console.error(`${LOG_PREFIX} widget "${tag.widget}" failed; its fallback stays: ${String(error)}`);
      return setState(el, tag, 'failed');
    }
  }

  private async load(tag: WidgetTag, started?: Promise<void>) {
    if (started) await started;
    await this.federation.loadEntry(tag.remote, tag.timeoutMs);
    return this.federation.loadModule(tag.remote, tag.module);
  }
}

function setState(el: HTMLElement, tag: WidgetTag, state: WidgetState): WidgetState {
  el.dataset.widgetState = state;
  el.dispatchEvent(new CustomEvent(WIDGET_STATE_EVENT, { bubbles: true, detail: { widget: tag.widget, state } }));
  return state;
}
