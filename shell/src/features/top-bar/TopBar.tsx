import styled from 'styled-components';
import {
  Button,
  Container,
  MOBILE_BREAKPOINT_PX,
  onPhone,
  TOP_BAR_COLLAPSED_HEIGHT_PX,
  TOP_BAR_HEIGHT_PX,
} from '@vitrina/shared/core';
import { Logo } from './Logo';
import { CartButton } from './CartButton';
import { MegaMenu } from '../mega-menu/MegaMenu';
import { AccountMenu } from '../account-menu/AccountMenu';
import { MobileSheet } from '../mobile-sheet/MobileSheet';
import { NotificationsBell } from '../notifications-bell/NotificationsBell';
import { useSellAction } from '../sell-action/useSellAction';
import { shellCopy } from '../../app/shellCopy';

/** The bar collapses to the hamburger at the spec's mobile breakpoint, 640 px included. */
const collapsed = onPhone;
/** Between the breakpoint and a small laptop the full bar only fits without the wordmark and with tighter gaps. */
const compact = `@media (min-width: ${MOBILE_BREAKPOINT_PX + 1}px) and (max-width: 900px)`;

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
  height: ${TOP_BAR_HEIGHT_PX}px;
  ${compact} {
    gap: ${({ theme }) => theme.space[2]};
  }
  ${collapsed} {
    height: ${TOP_BAR_COLLAPSED_HEIGHT_PX}px;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const BarLogo = styled(Logo)`
  ${compact} {
    span {
      display: none;
    }
  }
`;

const DesktopOnly = styled.div`
  display: flex;
  align-items: center;
  ${collapsed} {
    display: none;
  }
`;

const MobileOnly = styled.div`
  display: none;
  ${collapsed} {
    display: flex;
  }
`;

const Spacer = styled.div`
  flex: 1;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  ${compact} {
    gap: ${({ theme }) => theme.space[1]};
  }
`;

/** The top bar of every page: logo, navigation, sell button, cart, notifications and account. */
export function TopBar() {
  const sell = useSellAction();
  return (
    <Header>
      <Bar>
        <BarLogo />
        <DesktopOnly>
          <MegaMenu />
        </DesktopOnly>
        <Spacer />
        <Actions>
          <DesktopOnly>
            <Button variant="accent" onClick={sell}>
              {shellCopy.sellYourPiece}
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
