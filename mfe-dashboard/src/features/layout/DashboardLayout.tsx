import { Suspense, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { authPathFor, isStaffPath } from '@vitrina/shared/core';
import { toast, useUser } from '@vitrina/shared/kernel';
import { useOwnProfile } from '@vitrina/shared/data';
import { NotFoundPage } from '@vitrina/shared/ui';
import { DashboardLoadError } from './DashboardLoadError';
import { Content, SidePanel } from './frameStyles';
import { MobileMenu } from './MobileMenu';
import { PageSkeleton } from './PageSkeleton';
import { ResizableFrame } from './ResizableFrame';
import { SidebarContent } from './SidebarContent';
import { useMediaQuery } from './useMediaQuery';
import { dashboardCopy } from './copy';

/** Spec §9: the sidebar collapses below 1024 px. */
export const LARGE_SCREEN_QUERY = '(min-width: 1024px)';

const Frame = styled.div`
  background: ${({ theme }) => theme.colors.background};
`;

/** /auth with the way back, as the shell's RequireAuth builds it (the remote also runs standalone). */
function authPath(pathname: string, search: string) {
  return authPathFor({ pathname, search });
}

/**
 * The frame of every /dashboard page: the member's profile is loaded once here; the side menu sits in a resizable
 * panel on large screens and in a drawer on small ones.
 */
export function DashboardLayout() {
  const user = useUser();
  const location = useLocation();
  const profile = useOwnProfile();
  const isLarge = useMediaQuery(LARGE_SCREEN_QUERY);
  const toastShown = useRef(false);

  useEffect(() => {
    if (profile.isError && !toastShown.current) {
      toastShown.current = true;
      toast({
        title: dashboardCopy.loadErrorTitle,
        description: dashboardCopy.loadErrorDescription,
        variant: 'destructive',
      });
    }
  }, [profile.isError]);

  if (user === null) {
    if (isStaffPath(location.pathname)) return <NotFoundPage layout="section" />;
    return (
      <Navigate
        to={authPath(location.pathname, location.search)}
        replace
        state={{ from: location, origin: location.pathname }}
      />
    );
  }
  if (profile.isError) return <DashboardLoadError />;

  const sidebar = (close?: () => void) => (
    <SidebarContent profile={profile.data} email={user?.email} onNavigate={close} />
  );
  const content = (
    <Content>
      {user === undefined || profile.isPending ? (
        <PageSkeleton />
      ) : (
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      )}
    </Content>
  );

  if (!isLarge) {
    return (
      <Frame>
        <MobileMenu>{(close) => sidebar(close)}</MobileMenu>
        {content}
      </Frame>
    );
  }
  return (
    <Frame>
      <ResizableFrame sidebar={<SidePanel>{sidebar()}</SidePanel>}>{content}</ResizableFrame>
    </Frame>
  );
}
