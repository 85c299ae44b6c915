import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, paths } from '@vitrina/shared/core';
import { useShownUser } from '../top-bar/useShownUser';
import type { User } from '@vitrina/shared/contract';
import { shellCopy } from '../../app/shellCopy';

import { AccountTrigger } from './AccountTrigger';
import { useMenuOnFirstUse } from '../top-bar/useMenuOnFirstUse';

// Radix DropdownMenu and floating-ui come with the member's first move toward the menu, not with
// any page's first paint: every signed-in page showed this button and downloaded the menu behind it.
const loadSignedInMenu = () => import('./SignedInAccountMenu');
const SignedInAccountMenu = lazy(loadSignedInMenu);

function preloadMenu() {
  void loadSignedInMenu().catch(() => undefined);
}

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
  const user = useShownUser();

  if (!user) {
    return (
      <EntrarButton as={Link} to={paths.auth} variant="outline" size="md">
        {shellCopy.signInButton}
      </EntrarButton>
    );
  }

  return <MemberMenu user={user} />;
}

/**
 * The button alone until it is used: pointing at it or focusing it starts the menu's code, pressing it (click,
 * Enter, Space, ↓) shows Radix's menu already open. The button stays on screen while the code arrives.
 */
function MemberMenu({ user }: { user: User }) {
  const { wanted, triggerProps } = useMenuOnFirstUse(preloadMenu);
  const button = <AccountTrigger user={user} {...triggerProps} />;
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <SignedInAccountMenu user={user} defaultOpen />
    </Suspense>
  );
}
