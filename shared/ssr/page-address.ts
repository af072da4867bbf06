import { useEffect, useState } from 'react';
import { useServerRender } from './render-context';

/** A page's address as server renders and widgets compare it: path and query, no origin, no hash. */
export function addressOf(location: { pathname: string; search: string }): string {
  return `${location.pathname}${location.search}`;
}

/**
 * Whether server HTML was rendered for the page's own address: a snapshot without one was rendered for any (the
 * widget does not read the address); one rendered for another (a fragment included without `url`) is rendered afresh.
 */
export function renderedForPageAddress(snapshot: { pageUrl?: unknown }, location: { pathname: string; search: string }): boolean {
  return typeof snapshot.pageUrl !== 'string' || snapshot.pageUrl === addressOf(location);
}

/**
 * The address of the page a widget shows on: the one its server render was made for (while rendering on the server
 * or hydrating, which only happens for the same address), else the browser's.
 */
export function usePageAddress(): string {
  const server = useServerRender();
  return server?.pageUrl ?? (typeof location === 'undefined' ? '/' : addressOf(location));
}

/** An answer the server looked up for this render (by the URL the widget requests), while rendering on the server or hydrating. */
export function useServerAnswer(url: string): unknown {
  const answers = useServerRender()?.answers;
  return answers && Object.hasOwn(answers, url) ? answers[url] : undefined;
}

/**
 * The browser's address of the page (path and query) for a widget whose server render does not carry it (it names no
 * API call by its address, so its snapshot has none): undefined while it renders on the server and hydrates (both
 * render the same), then the address the page has at its mount.
 */
export function useBrowserAddress(): string | undefined {
  const serverRendered = useServerRender() !== undefined;
  const [mounted, setMounted] = useState(!serverRendered);
  useEffect(() => setMounted(true), []);
  return mounted && typeof location !== 'undefined' ? addressOf(location) : undefined;
}
