import styled from 'styled-components';

/** The side menu's column: stays in view while the page scrolls (the shell's top bar is 72 px high). */
export const SidePanel = styled.aside`
  position: sticky;
  top: 72px;
  max-height: calc(100vh - 72px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
`;

export const Content = styled.div`
  min-width: 0;
  min-height: calc(100vh - 72px);
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[16]};
  ${({ theme }) => theme.media.aboveMobile} {
    padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[16]};
  }
`;
