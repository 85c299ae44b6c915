import { Route, Routes } from 'react-router-dom';
import { DashboardLayout } from '../features/layout/DashboardLayout';
import { isStaffPath } from '@vitrina/shared/core';
import { NotFoundPage } from '@vitrina/shared/ui';
import { dashboardPages } from './dashboardPages';
import { TrustedOnly } from './TrustedOnly';

/** Everything under /dashboard/*: the layout around the page list of dashboardPages.tsx. */
export function DashboardRoutes() {
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        {dashboardPages.map(({ path, Page }) => {
          const element =
            path && isStaffPath(`/dashboard/${path}`) ? (
              <TrustedOnly>
                <Page />
              </TrustedOnly>
            ) : (
              <Page />
            );
          return path ? (
            <Route key={path} path={path} element={element} />
          ) : (
            <Route key="index" index element={element} />
          );
        })}
        <Route path="*" element={<NotFoundPage layout="section" />} />
      </Route>
    </Routes>
  );
}
