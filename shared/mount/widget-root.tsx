import type { ReactNode } from 'react';
import root from 'react-shadow';
import { useCss } from '@schaufenster/shared/ui';
import { WidgetErrorBoundary } from './widget-error-boundary';

// react-shadow's proxy creates a component for any tag name; its index type just cannot say so.
const ShadowHost = root.div as NonNullable<typeof root.div>;

/** Base style inside the shadow root: resets what the page would otherwise pass down by inheritance. */
function WidgetBase({ children }: { children: ReactNode }) {
  const css = useCss();
  const base = css`
    all: initial;
    display: block;
    color: #1a1a1a;
    font-family: Inter, system-ui, sans-serif;
    font-size: 16px;
    line-height: 1.5;
    *, *::before, *::after { box-sizing: border-box; }
  `;
  return <div className={base}>{children}</div>;
}

/** A widget's shadow root with the base style and its own error boundary. */
export function WidgetRoot({ widget, children }: { widget: string; children: ReactNode }) {
  return (
    <ShadowHost data-widget-root={widget}>
      <WidgetBase>
        <WidgetErrorBoundary widget={widget}>{children}</WidgetErrorBoundary>
      </WidgetBase>
    </ShadowHost>
  );
}
