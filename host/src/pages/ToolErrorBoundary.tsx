import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Message, type CatalogueTool } from '@toolhub/shared';
import { RemoteLoadError } from '../federation/remote-registry';
import './tool-page.css';

interface Props {
  tool: CatalogueTool;
  onRetry: () => void;
  /** The failed load happened offline (offline/connection.ts). */
  offline?: boolean;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a failing remote inside its page: the shell and every other tool keep working. */
export class ToolErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Load failures were logged by the federation runtime plugin; render errors are logged here.
    if (!(error instanceof RemoteLoadError)) console.error(`Tool "${this.props.tool.path}" failed:`, error, info.componentStack);
  }

  retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { tool } = this.props;
    const couldNotLoad = error instanceof RemoteLoadError;
    // Offline, a tool opens only from what the service worker kept of an earlier visit.
    const offline = couldNotLoad && this.props.offline === true;
    return (
      <div className="tool-error">
        {offline ? (
          <Message tone="warning">
            <strong>{tool.name} needs a connection the first time you open it.</strong> You’re offline: tools you’ve opened before
            still work. Connect to the internet and choose Retry to open this one.
          </Message>
        ) : (
          <Message tone="error">
            <strong>
              {couldNotLoad ? `${tool.name} could not be loaded.` : `${tool.name} stopped working because of an error.`}
            </strong>{' '}
            {couldNotLoad
              ? 'Check your connection and try again. Other tools are not affected.'
              : 'Try again; if it keeps happening, please let us know through Give Feedback.'}
          </Message>
        )}
        <Button variant="primary" onClick={this.retry}>
          Retry
        </Button>
      </div>
    );
  }
}
