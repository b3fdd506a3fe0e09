import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  fallback: (error: Error, reset: () => void, info?: ErrorInfo) => ReactNode;
  children: ReactNode;
}

/** Catches a render error below it and shows the fallback instead of a blank screen. */
export class ErrorBoundary extends Component<Props, { error: Error | null; info?: ErrorInfo }> {
  override state: { error: Error | null; info?: ErrorInfo } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
    this.setState({ info });
  }

  reset = () => this.setState({ error: null, info: undefined });

  override render() {
    const { error, info } = this.state;
    return error ? this.props.fallback(error, this.reset, info) : this.props.children;
  }
}
