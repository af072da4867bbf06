import { closeOpenedEarly, openEarly } from '../shared/bus/opened-early';
import { LOG_PREFIX, READY_AHEAD_MARK, WIDGET_STATE_EVENT, type WidgetState } from './constants';
import type { Federation } from './federation';
import { anticipatedCommands, InteractionHold, INTENT_EVENTS } from './first-interaction';
import { readiedAhead, savesData, whenPageIdle } from './idle-prefetch';
import { BROWSER_TRIGGERS, Deferral, INTERACTION_EVENTS, type DeferredStrategy, type LoadCause, type TriggerEnvironment } from './load-trigger';
import type { MountOutcome, MountReporter } from './mount-reports';
import { mountWidget, type MountedWidget, type RenderError } from './mount-widget';
import { effectiveLoad, hasServerHtml, serverRoot, waitsForUse } from './server-rendered';
import { readWidgetProps, restorePropsScript } from './widget-props';
import { WIDGET_SELECTOR, readWidgetTag, type WidgetTag } from './widget-tag';
import { TimeoutError, withTimeout } from './with-timeout';

/** Invalid props are reported by the remote's mount helper with this error name (shared/mount). */
const INVALID_PROPS_ERROR = 'InvalidPropsError';

/** What the loader needs of the page's Module Federation runtime (a fake in unit tests). */
export type RemoteLoading = Pick<Federation, 'start' | 'version' | 'loadDefaults' | 'loadEntry' | 'loadModule' | 'startRuntime' | 'prefetch'>;

/** A tag waiting for its trigger: what ends the wait, the tag as read, and how it waits. */
interface Waiting {
  deferral: Deferral;
  tag: WidgetTag;
  /** It waits only because its server HTML shows it: it hydrates once another widget is in the page and the shopper pauses. */
  forUse: boolean;
  /** Its files are fetched ahead of its use, once the page is idle (idle-prefetch.ts). */
  ahead: boolean;
}

/** Mounts and unmounts widget tags; each tag fails alone. */
export class WidgetLoader {
  private readonly unmounts = new Map<HTMLElement, () => void>();
  private readonly attempts = new Map<HTMLElement, Promise<WidgetState>>();
  private readonly deferrals = new Map<HTMLElement, Waiting>();
  private readyingAhead = false;

  constructor(
    private readonly federation: RemoteLoading,
    private readonly reporter: MountReporter,
    /** Set when the page's loader configuration is unusable: every tag then fails with this message, unreported. */
    private readonly refusal?: string,
    private readonly triggers?: TriggerEnvironment,
  ) {}

  /**
   * Mounts every tag under `root`: the entries of the eager tags' remotes first, in parallel, then each tag.
   * Resolves once every tag is mounted, failed or `deferred` (a deferred tag goes on when its trigger comes).
   * The shared runtime (session, page_view, tracking) starts at once with the first tags, before any remote.
   */
  async mountAll(root: ParentNode): Promise<WidgetState[]> {
    const tags = [...root.querySelectorAll<HTMLElement>(WIDGET_SELECTOR)].filter((el) => !this.attempts.has(el));
    if (tags.length > 0 && this.refusal === undefined) this.federation.startRuntime();
    const timeouts = new Map<string, number>();
    for (const el of tags) {
      const tag = this.readTag(el);
      if (effectiveLoad(el, tag) === 'eager') timeouts.set(tag.remote, Math.max(timeouts.get(tag.remote) ?? 0, tag.timeoutMs));
    }
    // The shared scope is set up over the eager tags' remotes: the others join it as their tags are used, and take
    // the singletons already loaded (the remotes' 'loaded-first' share strategy), so one React stays one React.
    const started = this.refusal === undefined ? this.federation.start(timeouts.keys(), (remote) => timeouts.get(remote) ?? 0) : undefined;
    const states = tags.map((el) => this.settled(this.mount(el, { started }), el));
    if (tags.length > 0 && this.refusal === undefined) this.readyAheadWhenIdle();
    return Promise.all(states);
  }

  /**
   * Once the page is idle, fetches what its waiting tags need to hydrate without running any of it, so that their first
   * use only evaluates and hydrates; nothing for a shopper who saves data. Marks READY_AHEAD_MARK when done.
   */
  private readyAheadWhenIdle(): void {
    if (this.readyingAhead) return;
    this.readyingAhead = true;
    whenPageIdle(this.triggers ?? BROWSER_TRIGGERS, () => {
      if (savesData()) {
        performance.mark(READY_AHEAD_MARK, { detail: { skipped: 'save-data' } });
        return;
      }
      const wanted = [...this.deferrals.values()].filter(({ ahead }) => ahead).map(({ tag }) => ({ remote: tag.remote, module: tag.module }));
      const fetched = wanted.length === 0 ? Promise.resolve(0) : this.federation.prefetch(wanted);
      fetched.then(
        (files) => performance.mark(READY_AHEAD_MARK, { detail: { files } }),
        () => undefined,
      );
    });
  }

  /**
   * Mounts one tag (again only after an unmount); resolves with its final state. A tag observed on the page
   * waits for its `data-load` trigger; `now` (an explicit `window.schaufenster.mount`) fetches at once, also a
   * tag that is deferred already.
   */
  mount(el: HTMLElement, { started, now = false }: { started?: Promise<void>; now?: boolean } = {}): Promise<WidgetState> {
    if (now) this.deferrals.get(el)?.deferral.fire('mount');
    let attempt = this.attempts.get(el);
    if (!attempt) {
      attempt = this.attempt(el, started, now);
      this.attempts.set(el, attempt);
    }
    return attempt;
  }

  /** Reads a tag with its module's load defaults from the page's registry. */
  private readTag(el: HTMLElement): WidgetTag {
    return readWidgetTag(el, (widget) => this.federation.loadDefaults(widget));
  }

  /** The tags on the page that have not mounted yet (deferred or loading) and answer a bus command. */
  private waitingFor(event: string): HTMLElement[] {
    return [...this.attempts.keys()].filter((el) => (el.dataset.widgetState === 'deferred' || el.dataset.widgetState === 'loading') && this.readTag(el).answers.includes(event));
  }

  /** Tells whether a tag on the page that has not mounted yet answers a bus command. */
  answers(event: string): boolean {
    return this.waitingFor(event).length > 0;
  }

  /** A held click on a control that anticipates `event`: the first closed dialog it opens in a tag not mounted yet opens now. */
  private openEarly(event: string, opener: HTMLElement): void {
    this.waitingFor(event).some((el) => openEarly(serverRoot(el) ?? el, event, opener));
  }

  /** A bus command (or the intent to emit one) came that no widget answers yet: fetches the deferred tags that do. */
  wake(event: string, intent: boolean): void {
    for (const { deferral, tag } of [...this.deferrals.values()]) if (tag.answers.includes(event)) deferral.fire(intent ? 'intent' : 'wanted');
  }

  /**
   * Once one widget is in the page, React and the shared runtime are here: the tags that waited only because
   * their server HTML showed them hydrate once the shopper pauses (no key, touch or scroll for a second, then an
   * idle moment), so they follow the others (the cart badge) without holding up the widget in use.
   */
  private hydrateRestWhenQuiet(): void {
    for (const { deferral, forUse } of this.deferrals.values()) if (forUse) (this.triggers ?? BROWSER_TRIGGERS).whenQuiet(() => deferral.fire('idle'));
  }

  /** `deferred` while the tag waits for its trigger, else the attempt's final state. */
  private settled(attempt: Promise<WidgetState>, el: HTMLElement): WidgetState | Promise<WidgetState> {
    return this.deferrals.has(el) ? 'deferred' : attempt;
  }

  /** Unmounts a tag's widget, if mounted, and forgets it so it can be mounted again. */
  unmount(el: HTMLElement): void {
    const unmount = this.unmounts.get(el);
    this.unmounts.delete(el);
    this.attempts.delete(el);
    this.deferrals.get(el)?.deferral.cancel();
    this.deferrals.delete(el);
    delete el.dataset.widgetState;
    delete el.dataset.widgetError;
    if (!unmount) return;
    try {
      unmount();
    } catch (error) {
      console.error(`${LOG_PREFIX} widget "${el.dataset.widget}" failed to unmount`, error);
    }
    restorePropsScript(el);
  }

  /** Unmounts every mounted tag that is no longer in the document. */
  unmountDetached(): void {
    for (const el of [...this.attempts.keys()]) if (!el.isConnected) this.unmount(el);
  }

  private async attempt(el: HTMLElement, started: Promise<void> | undefined, now: boolean): Promise<WidgetState> {
    const tag = this.readTag(el);
    if (this.refusal !== undefined) return setState(el, tag, 'failed', this.refusal);
    let cause: LoadCause = 'mount';
    const load = effectiveLoad(el, tag);
    // Server HTML looks ready: a click on it before the widget has hydrated goes to the widget once it has.
    const hold = hasServerHtml(el) ? new InteractionHold(el, (event, opener) => this.openEarly(event, opener)) : undefined;
    if (load !== 'eager' && !now) {
      cause = await this.defer(el, tag, load, started);
      if (cause === 'cancelled') {
        hold?.release();
        return 'deferred';
      }
    }
    setState(el, tag, 'loading');
    const outcome = await this.mountTag(el, tag, started, cause === 'intent', hold);
    hold?.release();
    if (outcome === 'detached') return 'failed';
    // A dialog opened early that its widget cannot take over closes again.
    if (outcome.outcome !== 'mounted') closeOpenedEarly(serverRoot(el) ?? el);
    this.reporter.report({ widget: tag.widget, version: this.federation.version(tag.remote) ?? 'unknown', outcome: outcome.outcome });
    if (outcome.outcome === 'mounted') this.hydrateRestWhenQuiet();
    return setState(el, tag, outcome.outcome === 'timeout' ? 'failed' : outcome.outcome, outcome.message);
  }

  /**
   * Marks the tag `deferred` (synchronously, before the first await) and waits for its trigger. Meanwhile a
   * pointer over the tag (an intent) fetches its remote at low priority, so the interaction that follows is fast,
   * and hydrates it if the pointer is still there then.
   */
  private async defer(el: HTMLElement, tag: WidgetTag, strategy: DeferredStrategy, started: Promise<void> | undefined): Promise<LoadCause> {
    const deferral = new Deferral(el, strategy, this.triggers);
    this.deferrals.set(el, { deferral, tag, forUse: waitsForUse(el), ahead: readiedAhead(el, strategy) });
    setState(el, tag, 'deferred');
    const prefetch = () => {
      for (const type of INTENT_EVENTS) el.removeEventListener(type, prefetch, { capture: true });
      // A pointer that still rests on the tag once its remote is here is a hover the widget answers (the account menu).
      this.load(tag, started, true).then(
        () => el.matches(':hover') && deferral.fire('intent'),
        () => undefined,
      );
    };
    // A control that names the command it will emit (the guest's account entry: auth:open) has the widget answering it
    // fetched alongside this one, not after this one has hydrated: at low priority for a pointer over it or the focus,
    // at once for a press.
    const anticipate = (event: Event) => {
      for (const command of anticipatedCommands(event)) this.wake(command, event.type === 'focusin' || (INTENT_EVENTS as readonly string[]).includes(event.type));
    };
    const listeners = [...INTENT_EVENTS.map((type) => [type, prefetch] as const), ...[...INTENT_EVENTS, ...INTERACTION_EVENTS].map((type) => [type, anticipate] as const)];
    for (const [type, listener] of listeners) el.addEventListener(type, listener, { capture: true, passive: true });
    const cause = await deferral.cause;
    for (const [type, listener] of listeners) el.removeEventListener(type, listener, { capture: true });
    if (this.deferrals.get(el)?.deferral === deferral) this.deferrals.delete(el);
    return cause;
  }

  /**
   * Mounts a tag's widget and waits for it to be in the page (its first commit), all within the tag's timeout;
   * says how it went, with the message the page console shows for a failure.
   */
  private async mountTag(el: HTMLElement, tag: WidgetTag, started: Promise<void> | undefined, lowPriority: boolean, hold?: InteractionHold): Promise<{ outcome: MountOutcome; message?: string } | 'detached'> {
    let props: unknown;
    try {
      props = readWidgetProps(el);
    } catch (error) {
      return logged('invalid-props', `widget "${tag.widget}": ${(error as Error).message}`);
    }
    let abandoned = false;
    let widget: MountedWidget | undefined;
    const mountAndRender = async (): Promise<'mounted' | 'detached'> => {
      const module = await this.load(tag, started, lowPriority);
      if (abandoned || this.attempts.get(el) === undefined || !el.isConnected) return 'detached';
      hold?.hydrating();
      const mounted = mountWidget(module, tag.widget, el, props, (error) => this.failLate(el, mounted, tag, error));
      widget = mounted;
      this.unmounts.set(el, mounted.unmount);
      await mounted.rendered;
      return 'mounted';
    };
    try {
      if ((await withTimeout(mountAndRender(), tag.timeoutMs, `widget "${tag.widget}"`)) === 'detached') return 'detached';
      performance.mark(`schaufenster:mounted:${tag.widget}`);
      return { outcome: 'mounted' };
    } catch (error) {
      // A widget still loading or rendering when its time is up must not replace the fallback later.
      abandoned = true;
      if (error instanceof TimeoutError && widget) this.discard(el, widget);
      if (error instanceof Error && error.name === INVALID_PROPS_ERROR) return logged('invalid-props', error.message);
      const outcome = error instanceof TimeoutError ? 'timeout' : 'failed';
      return logged(outcome, `widget "${tag.widget}" failed; its fallback stays: ${String(error)}`);
    }
  }

  /** A widget that was in the page failed to render later: its tag becomes failed and the failure is reported. */
  private failLate(el: HTMLElement, widget: MountedWidget, tag: WidgetTag, error: RenderError): void {
    if (this.unmounts.get(el) !== widget.unmount) return;
    const { message } = logged('failed', `widget "${tag.widget}" failed; its fallback stays: ${String(error)}`);
    // Its mount was reported: the failure replaces it, so the page view counts once, as failed.
    this.reporter.report({ widget: tag.widget, version: this.federation.version(tag.remote) ?? 'unknown', outcome: 'failed-later' });
    setState(el, tag, 'failed', message);
  }

  /** Unmounts a widget that did not render in time, so the tag keeps its fallback. */
  private discard(el: HTMLElement, widget: MountedWidget): void {
    if (this.unmounts.get(el) === widget.unmount) this.unmounts.delete(el);
    try {
      widget.unmount();
    } catch (error) {
      console.error(`${LOG_PREFIX} widget "${el.dataset.widget}" failed to unmount`, error);
    }
  }

  private async load(tag: WidgetTag, started: Promise<void> | undefined, lowPriority: boolean) {
    if (started) await started;
    await this.federation.loadEntry(tag.remote, tag.timeoutMs, lowPriority);
    return this.federation.loadModule(tag.remote, tag.module, tag.timeoutMs);
  }
}

function logged(outcome: MountOutcome, message: string): { outcome: MountOutcome; message: string } {
  console.error(`${LOG_PREFIX} ${message}`);
  return { outcome, message };
}

/** Writes a tag's state (and, for a failure, its message to `data-widget-error`) and announces it. */
function setState(el: HTMLElement, tag: WidgetTag, state: WidgetState, message?: string): WidgetState {
  el.dataset.widgetState = state;
  if (message) el.dataset.widgetError = message;
  else delete el.dataset.widgetError;
  el.dispatchEvent(new CustomEvent(WIDGET_STATE_EVENT, { bubbles: true, detail: { widget: tag.widget, state, error: message } }));
  return state;
}
