import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireConsultant } from './guards/RequireConsultant';
import { RequireEnterprise } from './guards/RequireEnterprise';
import { RequireSignedIn } from './guards/RequireSignedIn';
import { PageSpinner } from './PageSpinner';
import { RootLayout } from './RootLayout';

type Guard = ComponentType<{ children: ReactNode }>;

// Each page is its own chunk, so the landing page does not carry the code of the others.
const page = (load: () => Promise<ComponentType>, Guard?: Guard) => async () => {
  const Page = await load();
  return { Component: Guard ? () => <Guard>{<Page />}</Guard> : Page };
};

const landing = page(async () => (await import('../features/landing/pages/LandingPage')).LandingPage);
const profile = page(
  async () => (await import('../features/profile/pages/ProfilePage')).ProfilePage,
  RequireSignedIn,
);

const assistant = page(
  async () => (await import('../features/assistant/pages/AssistantPage')).AssistantPage,
  RequireEnterprise,
);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { path: '/', lazy: landing },
      { path: '/accueil', lazy: landing },
      {
        path: '/privacy-policy',
        lazy: page(async () => (await import('../features/legal/pages/PrivacyPolicyPage')).PrivacyPolicyPage),
      },
      {
        path: '/terms-conditions',
        lazy: page(async () => (await import('../features/legal/pages/TermsPage')).TermsPage),
      },
      {
        path: '/contact',
        lazy: page(async () => (await import('../features/contact/pages/ContactPage')).ContactPage),
      },
      {
        path: '/login',
        lazy: page(async () => (await import('../features/auth/pages/LoginPage')).LoginPage),
      },
      {
        path: '/forgot-password',
        lazy: page(
          async () => (await import('../features/auth/pages/ForgotPasswordPage')).ForgotPasswordPage,
        ),
      },
      {
        path: '/reset-password',
        lazy: page(async () => (await import('../features/auth/pages/ResetPasswordPage')).ResetPasswordPage),
      },
      {
        path: '/set-password',
        lazy: page(async () => (await import('../features/auth/pages/SetPasswordPage')).SetPasswordPage),
      },
      {
        path: '/visitor-access',
        lazy: page(async () => (await import('../features/auth/pages/VisitorAccessPage')).VisitorAccessPage),
      },
      {
        path: '/dashboard',
        lazy: page(
          async () => (await import('../features/dashboard/pages/DashboardPage')).DashboardPage,
          RequireEnterprise,
        ),
      },
      { path: '/enterprise', element: <Navigate to="/dashboard" replace /> },
      { path: '/gemini', lazy: assistant },
      { path: '/perplexity', lazy: assistant },
      {
        path: '/conseiller-sst',
        lazy: page(
          async () =>
            (await import('../features/analysis/pages/ConsultantAnalysisPage')).ConsultantAnalysisPage,
          RequireConsultant,
        ),
      },
      {
        path: '/risk-analysis',
        lazy: page(
          async () => (await import('../features/analysis/pages/RiskAnalysisPage')).RiskAnalysisPage,
          RequireEnterprise,
        ),
      },
      {
        path: '/risk-analysis-results',
        lazy: page(
          async () =>
            (await import('../features/results/pages/RiskAnalysisResultsPage')).RiskAnalysisResultsPage,
          RequireSignedIn,
        ),
      },
      {
        path: '/conseiller-sst-analysis-results',
        lazy: page(
          async () => (await import('../features/results/pages/SavedResultsPage')).ConsultantResultsPage,
          RequireSignedIn,
        ),
      },
      {
        path: '/analysis-results',
        lazy: page(
          async () => (await import('../features/results/pages/SavedResultsPage')).DocumentResultsPage,
          RequireSignedIn,
        ),
      },
      {
        path: '/simple/stripe/:tier',
        lazy: page(async () => (await import('../features/billing/pages/PaymentPage')).PaymentPage),
      },
      {
        path: '/payment-success',
        lazy: page(
          async () => (await import('../features/billing/pages/PaymentSuccessPage')).PaymentSuccessPage,
        ),
      },
      {
        path: '/payment-cancel',
        lazy: page(
          async () => (await import('../features/billing/pages/PaymentCancelPage')).PaymentCancelPage,
        ),
      },
      {
        path: '/stripe-test',
        lazy: page(
          async () => (await import('../features/billing/pages/StripeTestPage')).StripeTestPage,
          RequireSignedIn,
        ),
      },
      { path: '/profile', lazy: profile },
      { path: '/conseiller-sst/profil', lazy: profile },
      {
        path: '/canadian-regulatory',
        lazy: page(async () => (await import('../features/regulatory/pages/RegulatoryPage')).RegulatoryPage),
      },
      // The spec: any unknown path shows the landing page.
      { path: '*', lazy: landing },
    ],
  },
];

export const router = createBrowserRouter(routes);
