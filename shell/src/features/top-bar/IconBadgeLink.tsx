import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { goldCountPill } from '@vitrina/shared/core';

/** The top bar's round icon control (a link here, the bell's button in notifications-bell). */
export const roundIcon = css`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.full};
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
`;

const IconLink = styled(Link)`
  ${roundIcon}
`;

/** The gold count on a round icon; hidden from the accessibility tree (the control's name says the number). */
export const CountBadge = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  ${goldCountPill(18)}
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.ink};
`;

interface IconBadgeLinkProps {
  to: string;
  label: string;
  count: number;
  icon: React.ReactNode;
  testId?: string;
}

/** The figure a count badge shows; the element's name repeats it, so what is seen is what is said. */
export function badgeFigure(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** A round icon link with a count badge (cart, notifications); the badge hides at zero. */
export function IconBadgeLink({ to, label, count, icon, testId }: IconBadgeLinkProps) {
  return (
    <IconLink to={to} aria-label={label}>
      {icon}
      {count > 0 && (
        <CountBadge data-testid={testId} aria-hidden="true">
          {badgeFigure(count)}
        </CountBadge>
      )}
    </IconLink>
  );
}
