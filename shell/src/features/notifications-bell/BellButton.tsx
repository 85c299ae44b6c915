import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { BellIcon } from '../top-bar/icons';
import { badgeFigure } from '../top-bar/IconBadgeLink';
import { bellLabel } from './bellLabel';

const Trigger = styled.button`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  background: transparent;
  color: ${({ theme }) => theme.colors.textInverse};
  cursor: pointer;
  &:hover,
  &[data-state='open'] {
    background: rgba(255, 255, 255, 0.08);
    color: ${({ theme }) => theme.colors.goldLight};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Count = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.gold};
  color: ${({ theme }) => theme.colors.ink};
  font-size: 11px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 18px;
  text-align: center;
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.ink};
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
        <Count data-testid="notifications-count" aria-hidden="true">
          {badgeFigure(unread)}
        </Count>
      )}
    </Trigger>
  );
});
