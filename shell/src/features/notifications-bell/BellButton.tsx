import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { BellIcon } from '../top-bar/icons';
import { badgeFigure, CountBadge, roundIcon } from '../top-bar/IconBadgeLink';
import { bellLabel } from './bellLabel';

const Trigger = styled.button`
  ${roundIcon}
  border: 0;
  background: transparent;
  cursor: pointer;
`;

type BellButtonProps = ComponentPropsWithoutRef<'button'> & { unread: number };

/**
 * The bell with its unread count: the same element before the panel's code has loaded (NotificationsMenu) and as
 * Radix's trigger after it (NotificationsPanel), so the bar does not change when the member opens it.
 */
export const BellButton = forwardRef<HTMLButtonElement, BellButtonProps>(function BellButton(
  { unread, ...props },
  ref,
) {
  return (
    <Trigger ref={ref} type="button" aria-label={bellLabel(unread)} aria-haspopup="menu" {...props}>
      <BellIcon />
      {unread > 0 && (
        <CountBadge data-testid="notifications-count" aria-hidden="true">
          {badgeFigure(unread)}
        </CountBadge>
      )}
    </Trigger>
  );
});
