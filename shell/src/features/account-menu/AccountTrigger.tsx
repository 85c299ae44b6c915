import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { memberInitials } from '@vitrina/shared/core';
import type { User } from '@vitrina/shared/contract';
import { useAvatarName } from './useAvatarName';
import { ChevronDownIcon, UserIcon } from '../top-bar/icons';
import { accountMenuCopy } from './copy';

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  height: 40px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid rgba(255, 255, 255, 0.2);
  border-radius: ${({ theme }) => theme.radii.full};
  background: transparent;
  color: ${({ theme }) => theme.colors.textInverse};
  cursor: pointer;
  &:hover,
  &[data-state='open'] {
    border-color: ${({ theme }) => theme.colors.gold};
    color: ${({ theme }) => theme.colors.goldLight};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Avatar = styled.span`
  /* The initial is drawn by CSS: as text it would be visible text missing from the trigger's name 'Menú de cuenta'
     (axe label-content-name-mismatch). */
  &::before {
    content: attr(data-initial);
  }
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.gold};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-transform: uppercase;
`;

type AccountTriggerProps = ComponentPropsWithoutRef<'button'> & { user: User };

/**
 * The account menu's button (the member's initials and a chevron): the same element before the menu's code has
 * loaded (AccountMenu) and as Radix's trigger after it (SignedInAccountMenu), so nothing on the bar changes.
 */
export const AccountTrigger = forwardRef<HTMLButtonElement, AccountTriggerProps>(function AccountTrigger(
  { user, ...props },
  ref,
) {
  // the same initials as the dashboard's avatar, from the same name
  const name = useAvatarName(user);
  return (
    <Trigger ref={ref} type="button" aria-label={accountMenuCopy.accountMenu} aria-haspopup="menu" {...props}>
      <Avatar aria-hidden="true" data-initial={name ? memberInitials(name) : undefined}>
        {name ? null : <UserIcon size={16} />}
      </Avatar>
      <ChevronDownIcon size={16} />
    </Trigger>
  );
});
