import { css } from 'styled-components';
import { bareList } from '@vitrina/shared/core';

/** Which element of the light menu had focus when the Radix menu replaced it. */
export type MegaMenuFocus = 'trigger' | 'explore' | null;

// The light menu (first paint) and the Radix one (MegaMenuPanel) share these rules, so the swap is invisible.

// Static so the viewport positions against the top bar and can be centred under it.
export const rootCss = css`
  position: static;
`;

export const listCss = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  ${bareList}
`;

const navItemCss = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 40px;
  padding: 0 14px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  font-weight: 500;
  text-decoration: none;
  cursor: pointer;
`;

export const triggerCss = css`
  ${navItemCss}
  color: ${({ theme }) => theme.colors.textInverse};
  &:hover,
  &[data-state='open'] {
    background: rgba(255, 255, 255, 0.08);
    color: ${({ theme }) => theme.colors.goldLight};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  svg {
    transition: transform ${({ theme }) => theme.transitions.normal};
  }
  &[data-state='open'] svg {
    transform: rotate(180deg);
  }
`;

export const topLinkCss = css`
  ${navItemCss}
  color: ${({ theme }) => theme.colors.textInverse};
  &:hover {
    background: rgba(255, 255, 255, 0.08);
    color: ${({ theme }) => theme.colors.goldLight};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
