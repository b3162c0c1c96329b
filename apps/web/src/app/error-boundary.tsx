import { onlineManager, useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, type ReactNode, useState } from 'react';
import { ErrorPage } from '../components/error-page';
import { OfflinePage } from '../components/offline-page';
import { isCodeFailure, isNetworkFailure, isOnline } from '../lib/network';
import { AppReady } from './app-ready';

type Props = { children: ReactNode; onGoHome: () => void; resetKey: string };
type InnerProps = Props & { onRetry: () => void };
type State = { error?: Error; resetKey: string };

/**
 * Any render error switches to the error page; Go Back clears it and returns to the previous page. A page that failed
 * for want of a connection shows the offline page instead, tried again by its Retry and as soon as the connection
 * returns: its failed loads are asked again and the page fills, without a reload.
 */
export function ErrorBoundary(props: Props) {
  // The failed loads are loaded again when the page mounts again, instead of throwing their old error at once.
  const { reset } = useQueryErrorResetBoundary();
  // A page opened anew (back to one whose load failed a moment ago) loads again too, rather than showing the old failure.
  const [shownKey, setShownKey] = useState(props.resetKey);
  if (shownKey !== props.resetKey) {
    setShownKey(props.resetKey);
    reset();
  }
  return <PageBoundary {...props} onRetry={reset} />;
}

class PageBoundary extends Component<InnerProps, State> {
  override state: State = { resetKey: this.props.resetKey };
  private unsubscribe?: () => void;

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: InnerProps, state: State): Partial<State> | null {
    // A new page clears the error of the last one.
    return props.resetKey !== state.resetKey ? { error: undefined, resetKey: props.resetKey } : null;
  }

  override componentDidMount() {
    this.unsubscribe = onlineManager.subscribe((online) => {
      if (online && isNetworkFailure(this.state.error)) this.retry();
    });
  }

  override componentWillUnmount() {
    this.unsubscribe?.();
  }

  /** Tries the page again; false when the browser is offline and there is nothing to try. */
  private retry = (): boolean => {
    if (!isOnline()) return false;
    // A page's code that failed to load stays failed in this document (the import is kept): the page is loaded again.
    if (isCodeFailure(this.state.error)) {
      window.location.reload();
      return true;
    }
    this.props.onRetry();
    this.setState({ error: undefined });
    return true;
  };

  private handleGoBack = () => {
    this.setState({ error: undefined });
    window.history.back();
  };

  private handleGoHome = () => {
    this.setState({ error: undefined });
    this.props.onGoHome();
  };

  override render() {
    const { error } = this.state;
    // A page opened offline (the service worker's shell) is live too: its Retry works, the connection's return is heard.
    if (error && isNetworkFailure(error))
      return (
        <>
          <OfflinePage onRetry={this.retry} />
          <AppReady />
        </>
      );
    if (error) {
      return <ErrorPage error={error} onGoBack={this.handleGoBack} onGoHome={this.handleGoHome} />;
    }
    return this.props.children;
  }
}
