import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, copy, plural, paths, cartItemCount } from '@vitrina/shared/core';
import { useCartStore, useSignOut } from '@vitrina/shared/kernel';
import type { User } from '@vitrina/shared/contract';
import { DropdownMenu } from '@vitrina/shared/ui';
import { AccountTrigger } from './AccountTrigger';
import { accountMenuCopy } from './copy';
import { shellCopy } from '../../app/shellCopy';

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

/**
 * The signed-in account menu (Radix DropdownMenu with floating-ui): loaded when the member first
 * points at, focuses or opens the account button, and then opened at once (`defaultOpen`).
 */
export default function SignedInAccountMenu({ user, defaultOpen = false }: { user: User; defaultOpen?: boolean }) {
  const itemCount = useCartStore((state) => cartItemCount(state.items));
  const signOut = useSignOut();

  const email = user.email ?? '';
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <AccountTrigger user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>
          <Email>{email}</Email>
        </DropdownMenu.Label>
        <DropdownMenu.Separator />
        <DropdownMenu.Item asChild>
          <Link to={paths.dashboard}>{accountMenuCopy.dashboard}</Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild>
          <Link to={paths.cart}>
            {shellCopy.cart}
            <Badge variant="gold" aria-label={plural(itemCount, copy.cart.itemsCount)}>
              {itemCount}
            </Badge>
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild>
          <Link to={paths.checkout}>{accountMenuCopy.checkout}</Link>
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
