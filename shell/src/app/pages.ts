/** The shell's own pages, each in its own chunk (the landing chunk carries none of them). */
import { createElement } from 'react';
import { lazyPage } from './components/lazy-page';
import { publicPageLoader } from './public-pages';

const landingLoader = publicPageLoader('landing');

export const LandingPage = lazyPage(
  landingLoader ?? (async () => ({ default: () => createElement('div', { className: 'min-h-[50vh]' }) })),
);
export const DashboardPage = lazyPage(() => import(/* webpackChunkName: "dashboard" */ './pages/dashboard/dashboard-page'));
export const DemoLoginPage = lazyPage(() => import(/* webpackChunkName: "demo-login" */ './pages/auth/demo-login-page'));
export const SignInPage = lazyPage(() => import(/* webpackChunkName: "signin" */ './pages/auth/signin-page'));
export const SignUpPage = lazyPage(() => import(/* webpackChunkName: "signup" */ './pages/auth/signup-page'));
export const ProfilePage = lazyPage(() => import(/* webpackChunkName: "profile" */ './pages/account/profile-page'));
export const AccountBillingPage = lazyPage(() => import(/* webpackChunkName: "billing" */ './pages/billing/account-billing-page'));
export const AppealPage = lazyPage(() => import(/* webpackChunkName: "moderation" */ './pages/moderation/appeal-page'));
export const AppealLinkPage = lazyPage(() => import(/* webpackChunkName: "moderation" */ './pages/moderation/appeal-page').then((m) => ({ default: m.AppealLinkPage })));
export const DemoCheckoutPage = lazyPage(() => import(/* webpackChunkName: "billing-checkout" */ './pages/billing/demo-checkout-page'));
export const GuardianPaymentPage = lazyPage(() => import(/* webpackChunkName: "billing-guardian" */ './pages/billing/guardian-page'));
export const GuardianThanksPage = lazyPage(() => import(/* webpackChunkName: "billing-guardian" */ './pages/billing/guardian-thanks-page'));
export const SeatAcceptPage = lazyPage(() => import(/* webpackChunkName: "billing-seat" */ './pages/billing/seat-accept-page'));
