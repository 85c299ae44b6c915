import styled, { css } from 'styled-components';

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

/** A row whose ends sit apart and which wraps on a narrow screen: a heading and its action, a toolbar, a notice and
 * its button. */
export const spreadRow = (align: 'center' | 'baseline', gap: 2 | 3) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: ${align};
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[gap]};
`;

/** A list laid out as cards, tiles, chips or links: no bullets and no indent. */
export const bareList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;
