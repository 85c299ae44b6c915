import styled from 'styled-components';

import { copy, bareList, onPhone } from '@vitrina/shared/core';
import { categoryCopy } from './copy';

// Three side by side, or one under another on a phone: two columns left the third tile alone beside an empty half.
const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  ${onPhone} {
    grid-template-columns: minmax(0, 1fr);
  }
  gap: ${({ theme }) => theme.space[4]};
  ${bareList}
`;

const Tile = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Icon = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.gold};
  svg {
    width: 20px;
    height: 20px;
  }
`;

const CLAIMS = [
  {
    title: categoryCopy.claimAuthenticated,
    description: categoryCopy.claimAuthenticatedDescription,
    icon: <path d="M12 3l7 3v6c0 4.5-3 7.7-7 9-4-1.3-7-4.5-7-9V6l7-3zm-3 9l2 2 4-4" />,
  },
  {
    title: categoryCopy.claimExclusive,
    description: categoryCopy.claimExclusiveDescription,
    icon: <path d="M12 3l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.8L12 3z" />,
  },
  {
    title: categoryCopy.claimShipping,
    // the one shipping rule the cart, checkout and e-mail state
    description: copy.shipping.rule,
    icon: <path d="M3 7h11v9H3zM14 10h4l3 3v3h-7zM7 19a2 2 0 100-4 2 2 0 000 4zm10 0a2 2 0 100-4 2 2 0 000 4z" />,
  },
];

/**
 * The three promises of a category page (spec §2): 100% authenticated, 500+ exclusive items, and shipping (each
 * seller sets its price, so no promise of a fixed delivery time).
 */
export function ClaimTiles() {
  return (
    <Tiles>
      {CLAIMS.map((claim) => (
        <Tile key={claim.title}>
          <Icon aria-hidden="true">
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
              {claim.icon}
            </svg>
          </Icon>
          <div>
            <strong>{claim.title}</strong>
            <p>{claim.description}</p>
          </div>
        </Tile>
      ))}
    </Tiles>
  );
}
