import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@vitrina/shared/core';
import { useShownUser } from '../top-bar/useShownUser';
import { PlusIcon } from '../top-bar/icons';
import { isFloatingSellButtonVisible } from './floatingSellVisibility';
import { floatingSellButtonCopy } from './copy';

const FloatingLink = styled(Link)`
  position: fixed;
  right: ${({ theme }) => theme.space[6]};
  bottom: ${({ theme }) => theme.space[6]};
  z-index: ${({ theme }) => theme.zIndices.header};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.gold};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.lg};
  transition:
    transform ${({ theme }) => theme.transitions.fast},
    background ${({ theme }) => theme.transitions.fast};
  &:hover {
    background: ${({ theme }) => theme.colors.goldLight};
    transform: translateY(-2px);
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus}, ${({ theme }) => theme.shadows.lg};
  }
  // On a phone a floating button covered the cards' 'Ofertar': there it sits in the page's flow, after
  // the page and before the footer (the sheet menu's 'Vende tu Pieza' is the other way to /sell).
  ${({ theme }) => theme.media.belowMobile} {
    position: static;
    align-self: center;
    margin: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[8]};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

/** The floating 'Vender un producto' shortcut to /sell. */
export function FloatingSellButton() {
  const { pathname } = useLocation();
  const user = useShownUser();
  if (!isFloatingSellButtonVisible(pathname, Boolean(user))) return null;
  return (
    <FloatingLink to={paths.sell}>
      <PlusIcon size={20} />
      <span>{floatingSellButtonCopy.sellAProduct}</span>
    </FloatingLink>
  );
}
