import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { bareList, isStaffPath } from '@vitrina/shared/core';
import { DASHBOARD_NAV_ITEMS, isNavItemActive } from './navItems';
import { dashboardCopy } from './copy';

const List = styled.ul`
  ${bareList}
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const NavLink = styled(Link).withConfig({ shouldForwardProp: (prop) => prop !== 'active' })<{ active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 40px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    color ${({ theme }) => theme.transitions.fast};
  svg {
    flex-shrink: 0;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.ink};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  ${({ active, theme }) =>
    active &&
    css`
      background: ${theme.colors.navy};
      color: ${theme.colors.textInverse};
      svg {
        color: ${theme.colors.goldLight};
      }
      &:hover {
        background: ${theme.colors.navyLight};
        color: ${theme.colors.textInverse};
      }
    `}
`;

export interface DashboardNavProps {
  isTrusted: boolean;
  /** called after a link is followed (the drawer closes itself) */
  onNavigate?: () => void;
}

/** The dashboard's sections; the current one is highlighted and marked aria-current. */
export function DashboardNav({ isTrusted, onNavigate }: DashboardNavProps) {
  const { pathname } = useLocation();
  const items = DASHBOARD_NAV_ITEMS.filter((item) => isTrusted || !isStaffPath(item.to));
  const countId = useId();
  return (
    <nav aria-label={dashboardCopy.navLabel}>
      <List>
        {items.map((item, index) => {
          const active = isNavItemActive(item, pathname);
          return (
            <li key={item.to}>
              <NavLink
                to={item.to}
                active={active}
                aria-current={active ? 'page' : undefined}
                aria-describedby={item.Count ? `${countId}-${index}` : undefined}
                onClick={onNavigate}
              >
                <item.Icon />
                <span>{item.label}</span>
                {item.Count ? <item.Count id={`${countId}-${index}`} /> : null}
              </NavLink>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
