import { afterEach, beforeEach, expect, it, jest } from '@jest/globals';
import type { WidgetModule } from './mount-widget';
import { MountReporter } from './mount-reports';
import { observeTags } from './observe-tags';
import { WidgetLoader, type RemoteLoading } from './widget-loader';
import { demoLoadDefaults } from './loader-testing';

/** A federation whose widgets record their props and, as React does, replace the tag's content; unmounting empties it. */
function recordingFederation(props: unknown[]): RemoteLoading {
  return {
    start: async () => undefined,
    version: () => '1.0.0',
    loadDefaults: demoLoadDefaults,
    loadEntry: async () => undefined,
    startRuntime: () => undefined,
    prefetch: async () => 0,
    loadModule: async (): Promise<WidgetModule> => ({
      mount: (el: HTMLElement, tagProps: unknown) => {
        props.push(tagProps);
        el.textContent = 'mounted';
        return () => {
          el.textContent = '';
        };
      },
    }),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let observer: MutationObserver | undefined;
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  if (typeof performance.mark !== 'function') Object.defineProperty(performance, 'mark', { value: () => undefined, configurable: true });
});
afterEach(() => {
  observer?.disconnect();
  document.body.innerHTML = '';
});

it('mounts a tag a CMS script adds with its props in a child script, and with the same props again when the script moves the tag', async () => {
  const props: unknown[] = [];
  observer = observeTags(new WidgetLoader(recordingFederation(props), new MountReporter(undefined)));
  const slot = document.createElement('section');
  slot.innerHTML = `<div data-widget="header"><script type="application/json">{"sellingPoints":["Marc O'Polo"]}</script>Fallback</div>`;
  document.body.append(slot);
  await settle();
  const tag = slot.firstElementChild as HTMLElement;
  expect(tag.dataset.widgetState).toBe('mounted');

  // A carousel or tab script takes the tag out and puts it elsewhere: the widget unmounts, then mounts again.
  tag.remove();
  await settle();
  expect(tag.dataset.widgetState).toBeUndefined();
  document.body.append(tag);
  await settle();
  expect(tag.dataset.widgetState).toBe('mounted');
  expect(props).toEqual([{ sellingPoints: ["Marc O'Polo"] }, { sellingPoints: ["Marc O'Polo"] }]);
});
