import { browser } from '@wdio/globals';

/** A link a widget renders: the tag it is in, where it leads (resolved against the page), its text. */
export interface RenderedLink {
  widget: string;
  href: string;
  text: string;
}

/** Every link inside every widget's shadow root on the open page, resolved against the page. */
export function widgetLinks(): Promise<RenderedLink[]> {
  return browser.execute(() =>
    [...document.querySelectorAll<HTMLElement>('[data-widget]')].flatMap((tag) =>
      [...(tag.querySelector('[data-widget-root]')?.shadowRoot?.querySelectorAll('a[href]') ?? [])].map((link) => ({
        widget: tag.dataset.widget ?? '',
        href: (link as HTMLAnchorElement).href,
        text: (link.textContent ?? '').trim(),
      })),
    ),
  );
}
