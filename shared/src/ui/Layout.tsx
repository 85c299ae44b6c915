import styled from 'styled-components';

export const Container = styled.div`
  width: 100%;
  max-width: 1280px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.aboveMobile} {
    padding: 0 ${({ theme }) => theme.space[6]};
  }
`;

export const PageTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.ink};
  margin: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.aboveMobile} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

export const Stack = styled.div.withConfig({ shouldForwardProp: (prop) => prop !== 'gap' })<{ gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ gap = 4 }) => gap * 4}px;
`;
