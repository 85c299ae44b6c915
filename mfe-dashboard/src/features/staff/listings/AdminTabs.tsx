import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { quietLinkText } from '@vitrina/shared/core';
import { moderationCopy } from './copy';

const Nav = styled.nav`
  margin-bottom: ${({ theme }) => theme.space[4]};
  ul {
    list-style: none;
    margin: 0;
    display: inline-flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[1]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  a {
    display: block;
    border-radius: ${({ theme }) => theme.radii.sm};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    ${quietLinkText}
    &[aria-current='page'] {
      background: ${({ theme }) => theme.colors.surface};
      color: ${({ theme }) => theme.colors.ink};
      box-shadow: ${({ theme }) => theme.shadows.sm};
    }
    &:focus-visible {
      outline: none;
      box-shadow: ${({ theme }) => theme.shadows.focus};
    }
  }
`;

const TABS = [
  { to: '/dashboard/admin', label: moderationCopy.queueTab },
  { to: '/dashboard/admin/log', label: moderationCopy.logTab },
];

/** Links between the review queue and the moderation log (two pages, so each has its own URL). */
export function AdminTabs() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  return (
    <Nav aria-label={moderationCopy.tabsLabel}>
      <ul>
        {TABS.map((tab) => (
          <li key={tab.to}>
            <Link to={tab.to} aria-current={path === tab.to ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
