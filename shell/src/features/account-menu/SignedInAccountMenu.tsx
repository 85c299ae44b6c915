import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, copy, plural } from '@vitrina/shared/core';
import { cartItemCount, useCartStore, useSignOut, type User } from '@vitrina/shared/kernel';
import { DropdownMenu } from '@vitrina/shared/ui';
import { ChevronDownIcon, UserIcon } from '../top-bar/icons';
import { accountMenuCopy } from './copy';
import { shellCopy } from '../../app/shellCopy';

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

const Email = styled.span`
  display: block;
  max-width: 220px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const SignOutItem = styled(DropdownMenu.Item)`
  color: ${({ theme }) => theme.colors.destructive};
`;

/** The signed-in account menu (Radix DropdownMenu): loaded only once someone is signed in. */
export default function SignedInAccountMenu({ user }: { user: User }) {
  const itemCount = useCartStore((state) => cartItemCount(state.items));
  const signOut = useSignOut();

  const email = user.email ?? '';
  return (
    <DropdownMenu modal={false}>
      <DropdownMenu.Trigger asChild>
        <Trigger aria-label={accountMenuCopy.accountMenu}>
          <Avatar aria-hidden="true" data-initial={email ? email[0] : undefined}>
            {email ? null : <UserIcon size={16} />}
          </Avatar>
          <ChevronDownIcon size={16} />
        </Trigger>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>
          <Email>{email}</Email>
        </DropdownMenu.Label>
        <DropdownMenu.Separator />
        <DropdownMenu.Item asChild>
          <Link to="/dashboard">{accountMenuCopy.dashboard}</Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild>
          <Link to="/cart">
            {shellCopy.cart}
            <Badge variant="gold" aria-label={plural(itemCount, copy.cart.itemsCount)}>
              {itemCount}
            </Badge>
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild>
          <Link to="/checkout">{accountMenuCopy.checkout}</Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild>
          <Link to="/dashboard/settings">{copy.shell.settings}</Link>
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <SignOutItem onSelect={() => void signOut()}>{accountMenuCopy.signOut}</SignOutItem>
      </DropdownMenu.Content>
    </DropdownMenu>
  );
}
