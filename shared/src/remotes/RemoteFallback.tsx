import styled from 'styled-components';
import { copy } from '../copy';
import { Button } from '../ui/Button';
import { isKernelVersionError } from './checkKernel';

export type RemoteFallbackVariant = 'page' | 'slot';

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

export interface RemoteFallbackProps {
  /** the remote that failed (data-remote, for tests and support) */
  remote: string;
  error: unknown;
  variant: RemoteFallbackVariant;
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * What a remote's route, slot or exposed component shows when it cannot load or throws: 'No pudimos cargar esta
 * sección' with 'Reintentar'; for a remote built for a newer kernel than the page's, 'Esta sección se actualizó' with
 * 'Recargar página' (retrying cannot help, a reload brings the new shell). One component for the shell's routes and
 * every remote's use of another remote's expose, so they read the same.
 */
export function RemoteFallback({ remote, error, variant, onRetry, retrying = false }: RemoteFallbackProps) {
  const size = variant === 'slot' ? 'sm' : 'md';
  const kernelMismatch = isKernelVersionError(error);
  const title = kernelMismatch ? copy.shell.remoteKernelMismatch : copy.shell.remoteLoadError;
  const hint = kernelMismatch ? copy.shell.remoteKernelMismatchHint : copy.shell.remoteLoadErrorHint;
  const action = kernelMismatch ? (
    <Button type="button" onClick={() => window.location.reload()} size={size}>
      {copy.shell.remoteReload}
    </Button>
  ) : (
    <Button type="button" onClick={onRetry} disabled={retrying} size={size}>
      {copy.shell.remoteRetry}
    </Button>
  );

  if (variant === 'slot') {
    return (
      <SlotFallback role="alert" data-remote={remote}>
        <span>{title}</span>
        {action}
      </SlotFallback>
    );
  }
  return (
    <PageFallback role="alert" data-remote={remote}>
      <h2>{title}</h2>
      <p>{hint}</p>
      {action}
    </PageFallback>
  );
}
