import { createElement, type ReactNode } from 'react';
import { useAuth } from './auth-context';

/** Marks the element that gets the focus after a move to another sub-page. */
export const FOCUS_TARGET_ATTRIBUTE = 'data-focus-target';

/** Heading levels: on the page the view's title is h1 and cards are h2; inside the modal (titled by an h2) both are h3. */
export function useHeadingLevels(): { title: number; card: number } {
  return useAuth().mode === 'page' ? { title: 1, card: 2 } : { title: 3, card: 3 };
}

interface HeadingProps {
  level: number;
  id?: string;
  className?: string;
  /** The title of an overlay page: focusable by script, and focused when the page is moved to. */
  focusTarget?: boolean;
  children: ReactNode;
}

/** A heading of the given level (1-6). */
export function Heading({ level, id, className, focusTarget = false, children }: HeadingProps) {
  const focus = focusTarget ? { tabIndex: -1, [FOCUS_TARGET_ATTRIBUTE]: '' } : {};
  return createElement(`h${Math.min(Math.max(level, 1), 6)}`, { id, className, ...focus }, children);
}
