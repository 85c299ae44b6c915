import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback, type RemoteFallbackVariant } from '@vitrina/shared/core';
import { reportError } from '@vitrina/shared/kernel';
import type { RemoteName } from '@vitrina/shared/contract';
import { resetRemote } from './remoteLoader';

interface Props {
  remote: RemoteName;
  variant: RemoteFallbackVariant;
  children: ReactNode;
}

interface State {
  error: unknown;
  retrying: boolean;
}

/**
 * Catches a remote that fails to load or throws while rendering, shows the Spanish fallback, and on 'Reintentar'
 * drops every cached trace of the remote so the load really happens again. Only this subtree is replaced: the
 * top bar and the other routes keep working.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, retrying: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, { remote: this.props.remote, componentStack: info.componentStack ?? undefined });
  }

  private retry = async (): Promise<void> => {
    this.setState({ retrying: true });
    await resetRemote(this.props.remote);
    this.setState({ error: null, retrying: false });
  };

  render(): ReactNode {
    const { error, retrying } = this.state;
    if (!error) return this.props.children;
    return (
      <RemoteFallback
        remote={this.props.remote}
        variant={this.props.variant}
        error={error}
        onRetry={() => void this.retry()}
        retrying={retrying}
      />
    );
  }
}
