import { type ReactNode, useLayoutEffect } from 'react';
import root from 'react-shadow';
import { useCss, WIDGET_CONTAINER } from '@schaufenster/shared/ui';
import { WidgetErrorBoundary } from './widget-error-boundary';
import { HELD_ATTRIBUTE } from './mount-hooks';

// react-shadow's proxy creates a component for any tag name; its index type just cannot say so.
const ShadowHost = root.div as NonNullable<typeof root.div>;

/**
 * Base style inside the shadow root: resets what the page would otherwise pass down by inheritance, and makes the
 * widget's box the query container its layout answers to (the width the theme gives the tag, not the window).
 */
function WidgetBase({ children }: { children: ReactNode }) {
  const css = useCss();
  const base = css`
    all: initial;
    display: block;
    container: ${WIDGET_CONTAINER} / inline-size;
    color: #1a1a1a;
    font-family: Inter, 'Inter Fallback', system-ui, sans-serif;
    font-size: 16px;
    line-height: 1.5;
    *, *::before, *::after { box-sizing: border-box; }
    /* A press the loader holds while the widget hydrates (HELD_ATTRIBUTE) shows at once, in the next frame. */
    [${HELD_ATTRIBUTE}] { opacity: 0.6; cursor: progress; }
  `;
  return (
    <div className={base} data-widget-container="">
      {children}
    </div>
  );
}

/**
 * Says when the widget's content is first committed inside its shadow root (react-shadow renders it one commit
 * after the host). A layout effect of a parent runs after the error boundary below has caught a failure of the
 * same commit, so a widget that fails at once reports its failure first.
 */
function FirstCommit({ onCommit, children }: { onCommit?: () => void; children: ReactNode }) {
  useLayoutEffect(() => onCommit?.(), [onCommit]);
  return children;
}

/** How a widget root reports to its mount: its first commit, a render failure, and whether a failure shows the panel. */
export interface WidgetRootReports {
  onRendered?: () => void;
  onFailed?: (error: Error) => void;
  showPanel?: boolean;
}

/** The attribute of the element that carries a widget's shadow root (rendered on the server or in the browser). */
export const WIDGET_ROOT_ATTRIBUTE = 'data-widget-root';

/**
 * What a widget's shadow root holds: the base style and its own error boundary around the widget. The server
 * renders it into a declarative shadow root, the browser hydrates it there or mounts it through WidgetRoot.
 */
export function WidgetContent({ widget, children, onRendered, onFailed, showPanel }: { widget: string; children: ReactNode } & WidgetRootReports) {
  return (
    <FirstCommit onCommit={onRendered}>
      <WidgetBase>
        <WidgetErrorBoundary widget={widget} onFailed={onFailed} showPanel={showPanel}>
          {children}
        </WidgetErrorBoundary>
      </WidgetBase>
    </FirstCommit>
  );
}

/** A widget's shadow root with the base style and its own error boundary. */
export function WidgetRoot({ widget, children, ...reports }: { widget: string; children: ReactNode } & WidgetRootReports) {
  return (
    <ShadowHost {...{ [WIDGET_ROOT_ATTRIBUTE]: widget }}>
      <WidgetContent widget={widget} {...reports}>
        {children}
      </WidgetContent>
    </ShadowHost>
  );
}
