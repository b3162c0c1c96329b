import { Component, type ReactNode } from 'react';
import { ErrorPage } from '../components/error-page';

type Props = { children: ReactNode; onGoHome: () => void; resetKey: string };
type State = { error?: Error; resetKey: string };

/** Any render error switches to the error page; Go Back clears it and returns to the previous page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // A new page clears the error of the last one.
    return props.resetKey !== state.resetKey ? { error: undefined, resetKey: props.resetKey } : null;
  }

  private handleGoBack = () => {
    this.setState({ error: undefined });
    window.history.back();
  };

  private handleGoHome = () => {
    this.setState({ error: undefined });
    this.props.onGoHome();
  };

  override render() {
    if (this.state.error) {
      return <ErrorPage error={this.state.error} onGoBack={this.handleGoBack} onGoHome={this.handleGoHome} />;
    }
    return this.props.children;
  }
}
