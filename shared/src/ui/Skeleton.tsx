import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  0% { background-position: -200px 0; }
  100% { background-position: calc(200px + 100%) 0; }
`;

/** Placeholder block shown while data loads; hidden from assistive tech (the page says "Cargando..."). */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true }).withConfig({
  shouldForwardProp: (prop) => !['width', 'height', 'radius'].includes(prop),
})<{ width?: string; height?: string; radius?: string }>`
  width: ${({ width = '100%' }) => width};
  height: ${({ height = '16px' }) => height};
  border-radius: ${({ radius, theme }) => radius ?? theme.radii.md};
  background-color: ${({ theme }) => theme.colors.surfaceMuted};
  background-image: linear-gradient(90deg, transparent, rgba(255, 255, 255, 0.6), transparent);
  background-size: 200px 100%;
  background-repeat: no-repeat;
  animation: ${shimmer} 1.3s ease-in-out infinite;
  /* reduced motion: the shimmer does not run (GlobalStyle), so no band of it stays behind either */
  @media (prefers-reduced-motion: reduce) {
    background-image: none;
  }
`;
