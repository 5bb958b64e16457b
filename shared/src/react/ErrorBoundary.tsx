import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errorLog } from '@portal/shared/core';

interface Props {
  children: ReactNode;
  fallback: (error: Error, retry: () => void) => ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches a page's render error so one broken page never blanks the shell. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    errorLog.add({ type: 'render', message: error.message, stack: error.stack ?? '', info: info.componentStack ?? '' });
  }

  private readonly retry = (): void => this.setState({ error: null });

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
