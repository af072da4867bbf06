import { setTimeout as sleep } from 'node:timers/promises';
import { describeAction, type PlacedAction, type PlacedInteraction, type PlacedTarget } from './interaction-plan';

/** How long each action's target and the expected result may take to show: the search's debounce and retry, an add's round trip. */
export const SMOKE_STEP_TIMEOUT_MS = 10_000;

/** How often the smoke test looks for a target that is not shown yet. */
const POLL_MS = 100;

/** A WebDriver element reference, as the browser hands back a node an in-page function returned. */
type ElementReference = Extract<Parameters<WebdriverIO.Browser['$']>[0], { 'element-6066-11e4-a52e-4f735466cecf': string }>;

/**
 * In the page: the first element of a tag's shadow root (the tag by its place among the page's `[data-widget]`
 * elements) that matches the selector, takes up space and contains the text, if one is given; null if none does, and
 * `failed` when the tag failed (its fallback stays: nothing it would show can come any more).
 */
function findShown(tagIndex: number, css: string, text: string | null): HTMLElement | 'failed' | null {
  const tag = document.querySelectorAll<HTMLElement>('[data-widget]')[tagIndex];
  if (tag?.dataset.widgetState === 'failed') return 'failed';
  const root = tag?.querySelector('[data-widget-root]')?.shadowRoot;
  const matches = [...(root?.querySelectorAll<HTMLElement>(css) ?? [])];
  return matches.find((el) => el.getClientRects().length > 0 && (text === null || (el.textContent ?? '').includes(text))) ?? null;
}

/** Waits until the target is shown; resolves with its element, or with why it was not: the tag failed, or the timeout passed first. */
async function waitForTarget(browser: WebdriverIO.Browser, target: PlacedTarget, timeoutMs: number): Promise<WebdriverIO.Element | string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await browser.execute(findShown, target.tagIndex, target.css, target.text ?? null)) as ElementReference | 'failed' | null;
    if (found === 'failed') return 'before its widget failed';
    if (found) return browser.$(found).getElement();
    if (Date.now() > deadline) return `within ${timeoutMs} ms`;
    await sleep(POLL_MS);
  }
}

/** Does one action to its target's element, as a shopper's pointer and keyboard would. */
async function perform(element: WebdriverIO.Element, action: PlacedAction): Promise<void> {
  if (action.kind === 'type') await element.setValue(action.text);
  else if (action.kind === 'hover') await element.moveTo();
  else await element.click();
}

/**
 * Runs one interaction on the open page: each action once its target shows, then waits for the expected result.
 * Resolves with what failed (the step, the result that did not show in time or before its widget failed, or that showed
 * before the first step), or undefined when the result showed.
 */
export async function runInteraction(browser: WebdriverIO.Browser, interaction: PlacedInteraction, timeoutMs = SMOKE_STEP_TIMEOUT_MS): Promise<string | undefined> {
  // A result that shows before the shopper did anything would pass whatever the actions do.
  if (typeof (await waitForTarget(browser, interaction.expect, 0)) !== 'string') return `the expected result, ${interaction.expect.label}, was shown before the first step: it proves nothing`;
  for (const [index, action] of interaction.actions.entries()) {
    const step = `step ${index + 1} (${describeAction(action)})`;
    const element = await waitForTarget(browser, action.target, timeoutMs);
    if (typeof element === 'string') return `${step}: ${action.target.label} was not shown ${element}`;
    try {
      await perform(element, action);
    } catch (error) {
      return `${step} failed: ${(error as Error).message.split('\n')[0]}`;
    }
  }
  const shown = await waitForTarget(browser, interaction.expect, timeoutMs);
  return typeof shown === 'string' ? `the expected result, ${interaction.expect.label}, was not shown ${shown}` : undefined;
}
