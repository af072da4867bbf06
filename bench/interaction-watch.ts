// What a shopper's first interaction costs, as the page itself sees it: Interaction to Next Paint (the Event Timing
// API's duration of the interaction's events) and the longest task until the answer (the Long Tasks API), with the CPU
// as it is or slowed down as a mid-range phone's (Chromium's CPU throttling, through the DevTools protocol).
import { addInitScript } from '../scripts/chromium';

/** How much slower than this machine a mid-range phone runs script (the slowdown Lighthouse's mobile audit applies). */
export const PHONE_CPU_SLOWDOWN = 4;

/** Google's "good" Interaction to Next Paint, and the length from which a task blocks input. */
export const GOOD_INP_MS = 200;
export const LONG_TASK_MS = 50;

interface InteractionWatch {
  /** timeStamp of the first trusted pointerdown or keydown: the interaction's start. */
  startedAt?: number;
  /** The longest event duration of each interaction (interactionId) the page has seen. */
  durations: Record<number, number>;
  /** Long tasks (over 50 ms): their start and duration. */
  longTasks: { start: number; duration: number }[];
}

declare global {
  interface Window {
    benchInteraction?: InteractionWatch;
  }
}

/** Records in every page this browser opens, from its first script on, the interactions' durations and the long tasks. */
export async function watchInteractions(browser: WebdriverIO.Browser): Promise<void> {
  await addInitScript(browser, () => {
    const watch: InteractionWatch = { durations: {}, longTasks: [] };
    window.benchInteraction = watch;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId > 0) watch.durations[entry.interactionId] = Math.max(watch.durations[entry.interactionId] ?? 0, entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) watch.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    for (const type of ['pointerdown', 'keydown']) {
      window.addEventListener(
        type,
        (event) => {
          if (event.isTrusted) watch.startedAt ??= event.timeStamp;
        },
        { capture: true },
      );
    }
  });
}

/** A phone network's round trip (each request waits this long for its answer): what the loopback bench otherwise lacks. */
export const PHONE_ROUND_TRIP_MS = 100;

/** Gives every request of the browser a round trip of `latencyMs` (0: as it is), bandwidth unlimited. */
export async function throttleNetwork(browser: WebdriverIO.Browser, latencyMs: number): Promise<void> {
  if (latencyMs === 0) return;
  // The conditions hold only where the tab's network domain is enabled: otherwise Chromium takes them and ignores them.
  await browser.sendCommand('Network.enable', {});
  await browser.sendCommand('Network.emulateNetworkConditions', { offline: false, latency: latencyMs, downloadThroughput: -1, uploadThroughput: -1 });
}

/** Slows the browser's CPU down by `rate` (1: as it is), for every page it opens from now on. */
export async function throttleCpu(browser: WebdriverIO.Browser, rate: number): Promise<void> {
  await browser.sendCommand('Emulation.setCPUThrottlingRate', { rate });
}

/** What the first interaction of a watched page cost until `answeredAt` (performance.now()): its INP and its longest task (0: none over 50 ms). */
export interface InteractionCost {
  /** From the interaction's first event to its answer (the dialog painted, the hits shown). */
  answerMs: number;
  inpMs: number;
  longestTaskMs: number;
}

/** Reads the cost of the page's first interaction, answered at `answeredAt`, once the Event Timing entries are in. */
export async function firstInteractionCost(browser: WebdriverIO.Browser, answeredAt: number): Promise<InteractionCost> {
  // Event Timing reports an interaction once its next frame is presented: wait for two frames after the answer.
  const watch = await browser.execute(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return window.benchInteraction;
  });
  if (watch?.startedAt === undefined) throw new Error('the page saw no trusted interaction (watchInteractions on this browser first)');
  const startedAt = watch.startedAt;
  return {
    answerMs: answeredAt - startedAt,
    inpMs: Math.max(0, ...Object.values(watch.durations)),
    longestTaskMs: Math.max(0, ...watch.longTasks.filter((task) => task.start + task.duration >= startedAt && task.start <= answeredAt).map((task) => task.duration)),
  };
}

/** What answers an interaction: an element inside a widget's shadow root shown (laid out with a height), or focused there. */
export interface AnswerWatch {
  /** The widget's root element, whose shadow root holds the answer (`[data-widget="auth"] [data-widget-root]`). */
  host: string;
  /** The answer inside that shadow root (`[role="dialog"]`); with `focused`, the tag name of the element that must have the focus (`INPUT`). */
  inner: string;
  state: 'shown' | 'focused';
}

declare global {
  interface Window {
    benchAnswer?: { at?: number };
  }
}

/**
 * Watches, in the page and from before the interaction, for the first frame in which the answer is there: a watch
 * started after WebDriver's click returned counted WebDriver's round trips to the page as the shopper's wait
 * (the sign-in dialog after idle: 233 ms measured so, 170 to 180 ms in the page; at 4x CPU 886 ms against about 500).
 */
export async function watchForAnswer(browser: WebdriverIO.Browser, { host, inner, state }: AnswerWatch): Promise<void> {
  await browser.execute(
    (hostSelector: string, innerSelector: string, wanted: string) => {
      const answer: { at?: number } = {};
      window.benchAnswer = answer;
      const answered = () => {
        const root = document.querySelector(hostSelector)?.shadowRoot;
        if (wanted === 'focused') return root?.activeElement?.tagName === innerSelector;
        const element = root?.querySelector(innerSelector);
        return element !== null && element !== undefined && element.getBoundingClientRect().height > 0;
      };
      const poll = () => {
        if (answered()) answer.at = performance.now();
        else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    },
    host,
    inner,
    state,
  );
}

/** When (performance.now()) the watched answer came (watchForAnswer), waiting for it up to `timeoutMs`. */
export async function answeredAt(browser: WebdriverIO.Browser, timeoutMs = 10_000): Promise<number> {
  let at: number | null = null;
  await browser.waitUntil(
    async () => {
      // WebDriver hands back undefined as null.
      at = await browser.execute(() => window.benchAnswer?.at ?? null);
      return at !== null;
    },
    { timeout: timeoutMs, interval: 20, timeoutMsg: 'the interaction was not answered' },
  );
  return at ?? Number.NaN;
}
