import { Component, type ErrorInfo, type ReactNode } from 'react';
import { TechnicalErrorPanel } from '@schaufenster/shared/ui';

interface Props {
  widget: string;
  /** Told about every render failure, so the loader can mark the tag failed (and the fallback can come back). */
  onFailed?: (error: Error) => void;
  /** Whether to show the technical error panel on failure: only where the tag has no fallback of its own. */
  showPanel?: boolean;
  children: ReactNode;
}

/** Catches a render failure of one widget: reports it and shows the technical error panel (or nothing) in its place only. */
export class WidgetErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[schaufenster] widget "${this.props.widget}" failed to render`, error, info.componentStack);
    this.props.onFailed?.(error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.showPanel === false ? null : <TechnicalErrorPanel />;
  }
}
