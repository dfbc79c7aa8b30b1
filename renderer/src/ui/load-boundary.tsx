import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What shows instead of what failed to render. */
  fallback: ReactNode;
  /** A new value (e.g. the path) clears the failure, so the next page gets its chance. */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: unknown;
}

/**
 * Catches a render failure below it, most often a lazily loaded chunk that could not download (offline,
 * or replaced by a deploy), and shows `fallback` instead of an empty window.
 */
export class LoadBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A part of the page failed to load', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
