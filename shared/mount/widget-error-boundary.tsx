import { Component, type ErrorInfo, type ReactNode } from 'react';
import { TechnicalErrorPanel } from '@schaufenster/shared/ui';

interface Props {
  widget: string;
  children: ReactNode;
}

/** Catches a render failure of one widget and shows the technical error panel in its place only. */
export class WidgetErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[schaufenster] widget "${this.props.widget}" failed to render`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <TechnicalErrorPanel /> : this.props.children;
  }
}
