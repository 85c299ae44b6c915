import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button, cartItemCount, copy, DropdownMenu, useCartStore, useSignOut, useUser } from '@vitrina/shared';
import { ChevronDownIcon, UserIcon } from '../top-bar/icons';

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
  &:hover, &[data-state='open'] { border-color: ${({ theme }) => theme.colors.gold}; color: ${({ theme }) => theme.colors.goldLight}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;

const Avatar = styled.span`
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

// Outlined on the dark bar so it never competes with the gold 'Vende tu Pieza' call to action beside it.
const EntrarButton = styled(Button)`
  color: ${({ theme }) => theme.colors.textInverse};
  border-color: rgba(255, 255, 255, 0.35);
  &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.gold}; color: ${({ theme }) => theme.colors.goldLight}; }
  ${({ theme }) => theme.media.belowMobile} { padding: 0 ${({ theme }) => theme.space[3]}; }
`;

/** Signed out: an 'Entrar' button to /auth. Signed in: the user's e-mail and the account links of spec §2. */
export function AccountMenu() {
  const user = useUser();
  const itemCount = useCartStore((state) => cartItemCount(state.items));
  const signOut = useSignOut();

  if (!user) {
    return (
      <EntrarButton as={Link} to="/auth" variant="outline" size="md">
        {copy.shell.signInButton}
      </EntrarButton>
    );
  }

  const email = user.email ?? '';
  return (
    <DropdownMenu modal={false}>
      <DropdownMenu.Trigger asChild>
        <Trigger aria-label={copy.shell.accountMenu}>
          <Avatar aria-hidden="true">{email ? email[0] : <UserIcon size={16} />}</Avatar>
          <ChevronDownIcon size={16} />
        </Trigger>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>
          <Email>{email}</Email>
        </DropdownMenu.Label>
        <DropdownMenu.Separator />
        <DropdownMenu.Item asChild>
          <Link to="/dashboard">{copy.shell.dashboard}</Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild>
          <Link to="/cart">
            {copy.shell.cart}
            <Badge variant="gold" aria-label={`${itemCount} artículos`}>
              {itemCount}
            </Badge>
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild>
          <Link to="/checkout">{copy.shell.checkout}</Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild>
          <Link to="/dashboard/settings">{copy.shell.settings}</Link>
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <SignOutItem onSelect={() => void signOut()}>{copy.shell.signOut}</SignOutItem>
      </DropdownMenu.Content>
    </DropdownMenu>
  );
}
