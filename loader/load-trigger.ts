import type { LoadStrategy } from '../shared/props/load-strategy';

/** How far outside the viewport a `visible` tag starts loading, so it is ready as it scrolls in. */
export const VISIBLE_MARGIN = '400px 0px';

/** The longest an `idle` tag waits for an idle moment (requestIdleCallback's timeout). */
export const IDLE_TIMEOUT_MS = 3_000;

/** Where no requestIdleCallback exists (older Safari), an `idle` tag loads after this delay. */
export const IDLE_FALLBACK_MS = 200;

/** How long the shopper must not have typed or touched the page before widgets nobody is using hydrate (they would hold up the one in use). */
export const QUIET_AFTER_INPUT_MS = 1_000;

/** What the shopper does that a hydration in the background would slow down. */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'input', 'scroll'] as const;

/** The first of these inside an `interaction` tag (on its fallback or server HTML) fetches its remote; a click without a pointerdown comes from assistive technology or a script. */
export const INTERACTION_EVENTS = ['pointerdown', 'focusin', 'keydown', 'click'] as const;

/** A strategy that waits. */
export type DeferredStrategy = Exclude<LoadStrategy, 'eager'>;

/** Why a deferred tag's remote is fetched: its own trigger, a bus command it answers (or the intent to emit one), an explicit mount, or never (unmounted). */
export type LoadCause = DeferredStrategy | 'wanted' | 'intent' | 'mount' | 'cancelled';

/** The browser facilities a deferral waits on (replaceable in tests: jsdom has neither). */
export interface TriggerEnvironment {
  /** Calls back once the element comes within `margin` of the viewport; returns the stop function. */
  whenVisible(el: HTMLElement, margin: string, callback: () => void): () => void;
  /** Calls back in an idle moment, at the latest after `timeoutMs`; returns the stop function. */
  whenIdle(callback: () => void, timeoutMs: number): () => void;
  /** Calls back in an idle moment once the shopper has neither typed nor touched the page for QUIET_AFTER_INPUT_MS; returns the stop function. */
  whenQuiet(callback: () => void): () => void;
  /** Calls back once the page has loaded (its load event) and painted a frame since; returns the stop function. */
  afterLoad(callback: () => void): () => void;
}

/** When the shopper last typed, touched or scrolled (performance.now()), counted from the first `whenQuiet`. */
let lastInputAt: number | undefined;

function trackInput(): number {
  if (lastInputAt === undefined) {
    const record = () => {
      lastInputAt = performance.now();
    };
    for (const type of INPUT_EVENTS) document.addEventListener(type, record, { capture: true, passive: true });
    record();
  }
  return lastInputAt ?? performance.now();
}

/** The real browser: IntersectionObserver and requestIdleCallback, with fallbacks where they are missing. */
export const BROWSER_TRIGGERS: TriggerEnvironment = {
  whenVisible(el, margin, callback) {
    if (typeof IntersectionObserver === 'undefined') return whenSoon(callback);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && callback(), { rootMargin: margin });
    observer.observe(el);
    return () => observer.disconnect();
  },
  whenIdle(callback, timeoutMs) {
    if (typeof requestIdleCallback === 'undefined') {
      const timer = setTimeout(callback, IDLE_FALLBACK_MS);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => callback(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  },
  whenQuiet(callback) {
    let stop: () => void = () => undefined;
    const check = () => {
      const wait = trackInput() + QUIET_AFTER_INPUT_MS - performance.now();
      if (wait <= 0) stop = BROWSER_TRIGGERS.whenIdle(callback, IDLE_TIMEOUT_MS);
      else {
        const timer = setTimeout(check, wait);
        stop = () => clearTimeout(timer);
      }
    };
    check();
    return () => stop();
  },
  afterLoad(callback) {
    if (document.readyState === 'complete') return afterPaint(callback);
    let stop: () => void = () => undefined;
    const loaded = () => {
      stop = afterPaint(callback);
    };
    window.addEventListener('load', loaded, { once: true });
    return () => {
      window.removeEventListener('load', loaded);
      stop();
    };
  },
};

/** After the next frame's paint: a task queued from a frame callback runs once that frame is on screen. */
function afterPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

function whenSoon(callback: () => void): () => void {
  const timer = setTimeout(callback, 0);
  return () => clearTimeout(timer);
}

/**
 * A tag waiting for its strategy's trigger. `cause` settles once, with the first trigger; `fire` settles it
 * from outside (a bus command, an explicit mount), `cancel` when the tag goes away. Every listener and
 * observer is released as it settles.
 */
export class Deferral {
  readonly cause: Promise<LoadCause>;
  private settle: (cause: LoadCause) => void = () => undefined;
  private readonly stops: (() => void)[] = [];

  constructor(el: HTMLElement, strategy: DeferredStrategy, environment: TriggerEnvironment = BROWSER_TRIGGERS) {
    this.cause = new Promise<LoadCause>((resolve) => {
      this.settle = resolve;
    });
    if (strategy === 'visible') this.stops.push(environment.whenVisible(el, VISIBLE_MARGIN, () => this.fire('visible')));
    else if (strategy === 'idle') this.stops.push(environment.whenIdle(() => this.fire('idle'), IDLE_TIMEOUT_MS));
    else {
      const onInteraction = () => this.fire('interaction');
      for (const type of INTERACTION_EVENTS) el.addEventListener(type, onInteraction, { capture: true, passive: true });
      this.stops.push(() => {
        for (const type of INTERACTION_EVENTS) el.removeEventListener(type, onInteraction, { capture: true });
      });
    }
  }

  /** Ends the wait with this cause (the first cause wins). */
  fire(cause: LoadCause): void {
    for (const stop of this.stops.splice(0)) stop();
    this.settle(cause);
  }

  /** Ends the wait without loading: the tag was unmounted or removed. */
  cancel(): void {
    this.fire('cancelled');
  }
}
