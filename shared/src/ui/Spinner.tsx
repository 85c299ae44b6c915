import styled, { keyframes } from 'styled-components';
import { copy } from '../copy';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span.withConfig({ shouldForwardProp: (prop) => prop !== 'size' })<{ size: number }>`
  display: inline-block;
  width: ${({ size }) => size}px;
  height: ${({ size }) => size}px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.gold};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export function Spinner({ size = 20, label = copy.common.loading }: { size?: number; label?: string }) {
  return <Ring size={size} role="status" aria-label={label} />;
}
