import styled from 'styled-components';
import { Button, Container, copy } from '@vitrina/shared';
import { Logo } from './Logo';
import { CartButton } from './CartButton';
import { MegaMenu } from '../mega-menu/MegaMenu';
import { AccountMenu } from '../account-menu/AccountMenu';
import { MobileSheet } from '../mobile-sheet/MobileSheet';
import { NotificationsBell } from '../notifications-bell/NotificationsBell';
import { useSellAction } from '../sell-action/useSellAction';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.ink};
  border-bottom: 1px solid rgba(201, 162, 39, 0.35);
  box-shadow: 0 6px 24px rgba(11, 22, 48, 0.25);
`;

const Bar = styled(Container)`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  height: 72px;
  ${({ theme }) => theme.media.belowMobile} { height: 60px; gap: ${({ theme }) => theme.space[2]}; }
`;

const DesktopOnly = styled.div`
  display: flex;
  align-items: center;
  ${({ theme }) => theme.media.belowMobile} { display: none; }
`;

const MobileOnly = styled.div`
  display: none;
  ${({ theme }) => theme.media.belowMobile} { display: flex; }
`;

const Spacer = styled.div`
  flex: 1;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The top bar of every page: logo, navigation, sell button, cart, notifications and account. */
export function TopBar() {
  const sell = useSellAction();
  return (
    <Header>
      <Bar>
        <Logo />
        <DesktopOnly>
          <MegaMenu />
        </DesktopOnly>
        <Spacer />
        <Actions>
          <DesktopOnly>
            <Button variant="accent" onClick={sell}>
              {copy.shell.sellYourPiece}
            </Button>
          </DesktopOnly>
          <CartButton />
          <NotificationsBell />
          <AccountMenu />
          <MobileOnly>
            <MobileSheet />
          </MobileOnly>
        </Actions>
      </Bar>
    </Header>
  );
}
