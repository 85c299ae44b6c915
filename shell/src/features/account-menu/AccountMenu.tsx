import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@vitrina/shared/core';
import { useUser } from '@vitrina/shared/kernel';
import { shellCopy } from '../../app/shellCopy';

// Radix DropdownMenu and floating-ui come with the signed-in menu, not with a visitor's first paint.
const SignedInAccountMenu = lazy(() => import('./SignedInAccountMenu'));

/** Holds the trigger's place while the menu's code loads. */
const MenuPlaceholder = styled.span`
  display: inline-block;
  width: 66px;
  height: 40px;
`;

// Outlined on the dark bar so it never competes with the gold 'Vende tu Pieza' call to action beside it.
const EntrarButton = styled(Button)`
  color: ${({ theme }) => theme.colors.textInverse};
  border-color: rgba(255, 255, 255, 0.35);
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.gold};
    color: ${({ theme }) => theme.colors.goldLight};
  }
  ${({ theme }) => theme.media.belowMobile} {
    padding: 0 ${({ theme }) => theme.space[3]};
  }
`;

/** Signed out: an 'Entrar' button to /auth. Signed in: the user's e-mail and the account links of spec §2. */
export function AccountMenu() {
  const user = useUser();

  if (!user) {
    return (
      <EntrarButton as={Link} to="/auth" variant="outline" size="md">
        {shellCopy.signInButton}
      </EntrarButton>
    );
  }

  return (
    <Suspense fallback={<MenuPlaceholder aria-hidden="true" />}>
      <SignedInAccountMenu user={user} />
    </Suspense>
  );
}
