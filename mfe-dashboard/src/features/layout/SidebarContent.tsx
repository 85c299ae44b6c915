import styled from 'styled-components';
import { copy, type ProfileRow } from '@vitrina/shared/core';
import { DashboardNav } from './DashboardNav';
import { MemberAvatar } from './MemberAvatar';

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-content: start;
`;

const Member = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: 0 ${({ theme }) => theme.space[2]};
`;

const Names = styled.div`
  display: grid;
  min-width: 0;
  strong,
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  strong {
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

export interface SidebarContentProps {
  profile: ProfileRow | undefined;
  email: string | undefined;
  onNavigate?: () => void;
}

/** What the side panel and the drawer show: who is signed in, then the sections. */
export function SidebarContent({ profile, email, onNavigate }: SidebarContentProps) {
  const name = profile?.display_name || profile?.username || copy.common.defaultUserName;
  return (
    <Wrapper>
      <Member>
        <MemberAvatar name={name} url={profile?.avatar_url ?? null} size={40} />
        <Names>
          <strong>{name}</strong>
          <span>{profile?.username ? `@${profile.username}` : email}</span>
        </Names>
      </Member>
      <DashboardNav isTrusted={profile?.verification_level === 'trusted'} onNavigate={onNavigate} />
    </Wrapper>
  );
}
