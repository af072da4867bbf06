import { describe, expect, it, jest } from '@jest/globals';
import { BROWSER_TRIGGERS, Deferral, IDLE_FALLBACK_MS, IDLE_TIMEOUT_MS, QUIET_AFTER_INPUT_MS, VISIBLE_MARGIN, type TriggerEnvironment } from './load-trigger';

/** A trigger environment whose visibility and idleness the test decides. */
function fakeEnvironment() {
  const calls = { visible: [] as { el: HTMLElement; margin: string; callback: () => void }[], idle: [] as { callback: () => void; timeoutMs: number }[], stopped: 0 };
  const environment: TriggerEnvironment = {
    whenVisible: (el, margin, callback) => {
      calls.visible.push({ el, margin, callback });
      return () => (calls.stopped += 1);
    },
    whenIdle: (callback, timeoutMs) => {
      calls.idle.push({ callback, timeoutMs });
      return () => (calls.stopped += 1);
    },
    whenQuiet: () => () => undefined,
    afterLoad: () => () => undefined,
  };
  return { calls, environment };
}

const tag = () => {
  const el = document.createElement('div');
  el.innerHTML = '<a href="/authenticate/">Anmelden</a>';
  document.body.append(el);
  return el;
};

describe('a deferred tag', () => {
  it('with visible waits until the tag comes within the margin of the viewport, then stops observing', async () => {
    const { calls, environment } = fakeEnvironment();
    const el = tag();
    const deferral = new Deferral(el, 'visible', environment);
    expect(calls.visible).toHaveLength(1);
    expect(calls.visible[0]?.el).toBe(el);
    expect(calls.visible[0]?.margin).toBe(VISIBLE_MARGIN);
    calls.visible[0]?.callback();
    await expect(deferral.cause).resolves.toBe('visible');
    expect(calls.stopped).toBe(1);
  });

  it('with idle waits for an idle moment, at most IDLE_TIMEOUT_MS', async () => {
    const { calls, environment } = fakeEnvironment();
    const deferral = new Deferral(tag(), 'idle', environment);
    expect(calls.idle[0]?.timeoutMs).toBe(IDLE_TIMEOUT_MS);
    expect(calls.visible).toHaveLength(0);
    calls.idle[0]?.callback();
    await expect(deferral.cause).resolves.toBe('idle');
  });

  it.each([
    ['a pointerdown', (el: HTMLElement) => el.querySelector('a')?.dispatchEvent(new Event('pointerdown', { bubbles: true }))],
    ['the focus', (el: HTMLElement) => el.querySelector('a')?.focus()],
    ['a key', (el: HTMLElement) => el.querySelector('a')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))],
  ])('with interaction loads on %s inside the tag', async (_name, interact) => {
    const { calls, environment } = fakeEnvironment();
    const el = tag();
    const deferral = new Deferral(el, 'interaction', environment);
    expect(calls.visible).toHaveLength(0);
    expect(calls.idle).toHaveLength(0);
    interact(el);
    await expect(deferral.cause).resolves.toBe('interaction');
  });

  it('with interaction ignores what happens outside the tag, and listens no more once it fired', async () => {
    const el = tag();
    const outside = tag();
    const deferral = new Deferral(el, 'interaction', fakeEnvironment().environment);
    const settled = jest.fn();
    void deferral.cause.then(settled);
    outside.querySelector('a')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    deferral.fire('wanted');
    el.querySelector('a')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await expect(deferral.cause).resolves.toBe('wanted');
  });

  it('keeps the first cause: a later trigger or cancel changes nothing', async () => {
    const { calls, environment } = fakeEnvironment();
    const deferral = new Deferral(tag(), 'visible', environment);
    deferral.fire('intent');
    calls.visible[0]?.callback();
    deferral.cancel();
    await expect(deferral.cause).resolves.toBe('intent');
    expect(calls.stopped).toBe(1);
  });

  it('settles as cancelled when the tag goes away, releasing its observer', async () => {
    const { calls, environment } = fakeEnvironment();
    const deferral = new Deferral(tag(), 'visible', environment);
    deferral.cancel();
    await expect(deferral.cause).resolves.toBe('cancelled');
    expect(calls.stopped).toBe(1);
  });
});

describe('the browser triggers where the browser lacks the APIs (jsdom has neither)', () => {
  it('loads a visible tag at once without IntersectionObserver, and an idle one after IDLE_FALLBACK_MS without requestIdleCallback', async () => {
    jest.useFakeTimers();
    try {
      expect(typeof IntersectionObserver).toBe('undefined');
      expect(typeof requestIdleCallback).toBe('undefined');
      const visible = new Deferral(tag(), 'visible');
      const idle = new Deferral(tag(), 'idle');
      const causes: string[] = [];
      void visible.cause.then((cause) => causes.push(cause));
      void idle.cause.then((cause) => causes.push(cause));
      await jest.advanceTimersByTimeAsync(0);
      expect(causes).toEqual(['visible']);
      await jest.advanceTimersByTimeAsync(IDLE_FALLBACK_MS);
      expect(causes).toEqual(['visible', 'idle']);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('a quiet moment (when widgets nobody uses hydrate)', () => {
  it('comes once the shopper has neither typed nor touched the page for QUIET_AFTER_INPUT_MS, each key putting it off', async () => {
    jest.useFakeTimers();
    try {
      let quiet = false;
      const stop = BROWSER_TRIGGERS.whenQuiet(() => {
        quiet = true;
      });
      await jest.advanceTimersByTimeAsync(QUIET_AFTER_INPUT_MS - 100);
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', bubbles: true }));
      await jest.advanceTimersByTimeAsync(QUIET_AFTER_INPUT_MS - 100);
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      await jest.advanceTimersByTimeAsync(QUIET_AFTER_INPUT_MS - 100);
      expect(quiet).toBe(false);
      // Then the idle moment (here: IDLE_FALLBACK_MS, jsdom has no requestIdleCallback).
      await jest.advanceTimersByTimeAsync(100 + IDLE_FALLBACK_MS);
      expect(quiet).toBe(true);
      stop();
    } finally {
      jest.useRealTimers();
    }
  });

  it('never comes once stopped', async () => {
    jest.useFakeTimers();
    try {
      let quiet = false;
      BROWSER_TRIGGERS.whenQuiet(() => {
        quiet = true;
      })();
      await jest.advanceTimersByTimeAsync(QUIET_AFTER_INPUT_MS + IDLE_FALLBACK_MS);
      expect(quiet).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});
