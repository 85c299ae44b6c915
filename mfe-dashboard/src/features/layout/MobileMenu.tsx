import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { TOP_BAR_COLLAPSED_HEIGHT_PX, TOP_BAR_HEIGHT_PX } from '@vitrina/shared/core';
import { Sheet } from '@vitrina/shared/ui';
import { MenuIcon } from './navIcons';
import { dashboardCopy } from './copy';

// The spec's floating button: it stays in view under the shell's sticky top bar while a long page scrolls (it used to
// scroll away with the page). It floats on a band of the page's colour, so what scrolls under it is hidden by the band
// rather than by the pill (a pill over the page covered 'Ver pedido' at 390 px), and it stays clear of the floating
// sell button at the bottom.
const MenuBar = styled.div`
  position: sticky;
  top: ${TOP_BAR_COLLAPSED_HEIGHT_PX}px;
  z-index: ${({ theme }) => theme.zIndices.header - 1};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.background};
  ${({ theme }) => theme.media.aboveMobile} {
    top: ${TOP_BAR_HEIGHT_PX}px;
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[8]};
  }
  /* a soft edge below the band, so content passing under it fades out instead of being cut */
  &::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    top: 100%;
    height: ${({ theme }) => theme.space[3]};
    background: linear-gradient(${({ theme }) => theme.colors.background}, transparent);
    pointer-events: none;
  }
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  height: 44px;
  padding: 0 ${({ theme }) => theme.space[5]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.textInverse};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  box-shadow: ${({ theme }) => theme.shadows.md};
  cursor: pointer;
  svg {
    color: ${({ theme }) => theme.colors.goldLight};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.navyLight};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus}, ${({ theme }) => theme.shadows.md};
  }
`;

const DrawerTitle = styled(Sheet.Title)`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.ink};
  margin: 0 ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[6]};
`;

/** Small screens: a button that stays at the top of the screen opens the side menu as a drawer; following a link closes it. */
export function MobileMenu({ children }: { children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <MenuBar>
        <Sheet.Trigger asChild>
          <MenuButton type="button" aria-label={dashboardCopy.openMenu}>
            <MenuIcon />
            <span aria-hidden="true">{dashboardCopy.overview}</span>
          </MenuButton>
        </Sheet.Trigger>
      </MenuBar>
      <Sheet.Content side="left" aria-describedby={undefined}>
        <DrawerTitle>{dashboardCopy.overview}</DrawerTitle>
        {children(() => setOpen(false))}
      </Sheet.Content>
    </Sheet>
  );
}
