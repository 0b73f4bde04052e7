import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';

type Props = {
  /** What to show when the remote failed; receives a retry callback. */
  fallback: (retry: () => void) => ReactNode;
  /** Called before re-rendering the children after Retry (e.g. to drop a cached failure). */
  onRetry?: () => void;
  label: string;
  children: ReactNode;
};

type State = { error: unknown; attempt: number };

/**
 * Keeps a failing remote inside its own box: the rest of the site keeps working. A ChunkLoadError
 * (remote redeployed under the open page) reloads the page once.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[mf] ${this.props.label} failed to render`, error, info.componentStack);
    if (isChunkLoadError(error)) reloadOnceForChunkError();
  }

  private retry = (): void => {
    this.props.onRetry?.();
    this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));
  };

  override render(): ReactNode {
    if (this.state.error) return this.props.fallback(this.retry);
    // A new key remounts the subtree so a suspended load starts over.
    return <RetryKey key={this.state.attempt}>{this.props.children}</RetryKey>;
  }
}

function RetryKey({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
