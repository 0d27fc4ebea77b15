import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SubscriptionLapsedBanner } from '../features/billing/components/SubscriptionLapsedBanner';
import { PageSpinner } from './PageSpinner';

/** Every page renders inside this: message files and page code load behind one spinner. */
export function RootLayout() {
  return (
    <>
      <SubscriptionLapsedBanner />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
