import styled from 'styled-components';
import { Card, bareList } from '@vitrina/shared/core';

/** Layout pieces the trade pages share: a list of cards, a card with a thumbnail, muted meta lines, button rows. */
export const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${bareList}
`;

export const ItemCard = styled(Card)`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.belowMobile} {
    flex-direction: column;
  }
`;

export const ItemMain = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  flex: 1;
  min-width: 0;
`;

export const ItemText = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  align-content: start;
  min-width: 0;
`;

export const ItemTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.ink};
  overflow-wrap: anywhere;
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

export const Meta = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Amounts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  div {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  justify-content: flex-end;
  ${({ theme }) => theme.media.belowMobile} {
    justify-content: stretch;
    > * {
      flex: 1 1 auto;
    }
  }
`;

export const Tabs = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  /* one row that scrolls sideways on a phone (five status tabs wrapped onto three rows at 390 px) */
  max-width: 100%;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  /* when the tabs run past an edge, a shade on that edge says the strip scrolls ('Vendida (' was cut at 640 px with
     no hint): the covers scroll with the tabs and hide the shades at the ends */
  background:
    linear-gradient(to right, ${({ theme }) => theme.colors.surfaceMuted} 40%, transparent) left / 32px 100% no-repeat
      local,
    linear-gradient(to left, ${({ theme }) => theme.colors.surfaceMuted} 40%, transparent) right / 32px 100% no-repeat
      local,
    radial-gradient(farthest-side at 0 50%, rgba(11, 22, 48, 0.4), transparent) left / 16px 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgba(11, 22, 48, 0.4), transparent) right / 16px 100% no-repeat scroll,
    ${({ theme }) => theme.colors.surfaceMuted};
`;

export const Tab = styled.button`
  flex: none;
  white-space: nowrap;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export const Panel = styled(Card)`
  padding: ${({ theme }) => theme.space[4]};
`;
