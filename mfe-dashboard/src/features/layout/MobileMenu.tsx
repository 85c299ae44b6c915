import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Sheet } from '@vitrina/shared/ui';
import { MenuIcon } from './navIcons';
import { dashboardCopy } from './copy';

// In the page's flow above the section, not floating: a floating pill covered the pages' own actions ('Ver pedido'
// at 390 px).
const MenuBar = styled.div`
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]} 0;
  ${({ theme }) => theme.media.aboveMobile} {
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[8]} 0;
  }
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  height: 48px;
  padding: 0 ${({ theme }) => theme.space[5]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.textInverse};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  cursor: pointer;
  svg {
    color: ${({ theme }) => theme.colors.goldLight};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.navyLight};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus}, ${({ theme }) => theme.shadows.lg};
  }
`;

const DrawerTitle = styled(Sheet.Title)`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.ink};
  margin: 0 ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[6]};
`;

/** Small screens: a button above the section opens the side menu as a drawer; following a link closes it. */
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
