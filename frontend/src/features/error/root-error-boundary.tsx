import { Component, type ErrorInfo, type ReactNode } from 'react';

import { FatalErrorView } from './fatal-error-view';

interface State {
  failed: boolean;
}

/** React error boundary around the whole app: a render error shows the 500 view. */
export class RootErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[app] unhandled render error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <FatalErrorView /> : this.props.children;
  }
}
