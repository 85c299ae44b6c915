import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, copy, isKernelVersionError } from '@vitrina/shared/core';
import { reportError } from '@vitrina/shared/kernel';
import type { RemoteName } from '@vitrina/shared/kernel';
import { resetRemote } from './remoteLoader';
import { remoteFallbackCopy } from './copy';

export type RemoteFallbackVariant = 'page' | 'slot';

interface Props {
  remote: RemoteName;
  variant: RemoteFallbackVariant;
  children: ReactNode;
}

interface State {
  error: unknown;
  retrying: boolean;
}

const PageFallback = styled.section`
  max-width: 560px;
  margin: 64px auto;
  padding: 40px 32px;
  text-align: center;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 8px;
    font-size: 1.5rem;
    color: ${({ theme }) => theme.colors.text};
  }

  p {
    margin: 0 0 24px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const SlotFallback = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
`;

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

    const size = this.props.variant === 'slot' ? 'sm' : 'md';
    // A remote built for a newer kernel than this page's: retrying cannot help, a reload brings the new shell.
    const kernelMismatch = isKernelVersionError(error);
    const title = kernelMismatch ? remoteFallbackCopy.remoteKernelMismatch : copy.shell.remoteLoadError;
    const hint = kernelMismatch ? remoteFallbackCopy.remoteKernelMismatchHint : remoteFallbackCopy.remoteLoadErrorHint;
    const action = kernelMismatch ? (
      <Button type="button" onClick={() => window.location.reload()} size={size}>
        {remoteFallbackCopy.remoteReload}
      </Button>
    ) : (
      <Button type="button" onClick={this.retry} disabled={retrying} size={size}>
        {remoteFallbackCopy.remoteRetry}
      </Button>
    );

    if (this.props.variant === 'slot') {
      return (
        <SlotFallback role="alert" data-remote={this.props.remote}>
          <span>{title}</span>
          {action}
        </SlotFallback>
      );
    }
    return (
      <PageFallback role="alert" data-remote={this.props.remote}>
        <h2>{title}</h2>
        <p>{hint}</p>
        {action}
      </PageFallback>
    );
  }
}
