import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PARTNERS_PATH } from '@domain/constants.ts';
import { HomePage } from '@/features/home/pages/home-page.tsx';
import type { UpcomingPageId } from '@/features/placeholder/model/upcoming-pages.ts';
import { Root } from './root.tsx';

// Home is in the entry chunk; every other page loads on demand.
const SignupPage = lazy(async () => ({ default: (await import('@/features/auth/pages/signup-page.tsx')).SignupPage }));
const LoginPage = lazy(async () => ({ default: (await import('@/features/auth/pages/login-page.tsx')).LoginPage }));
const UpdatePasswordPage = lazy(async () => ({
  default: (await import('@/features/auth/pages/update-password-page.tsx')).UpdatePasswordPage,
}));
const RegisterProfilePage = lazy(async () => ({
  default: (await import('@/features/profile/pages/register-profile-page.tsx')).RegisterProfilePage,
}));
const ProfilePage = lazy(async () => ({
  default: (await import('@/features/profile/pages/profile-page.tsx')).ProfilePage,
}));
const ProfileEditPage = lazy(async () => ({
  default: (await import('@/features/profile/pages/profile-edit-page.tsx')).ProfileEditPage,
}));
const UpcomingPage = lazy(async () => ({
  default: (await import('@/features/placeholder/pages/upcoming-page.tsx')).UpcomingPage,
}));

const upcoming = (path: string, page: UpcomingPageId): RouteObject => ({ path, element: <UpcomingPage page={page} /> });
const redirect = (path: string, to: string): RouteObject => ({ path, element: <Navigate to={to} replace /> });

/** The route table of both spec documents (§2); role limits are applied by the shell's RouteGuard. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { index: true, element: <HomePage /> },
      // Accounts and profiles
      { path: '/signup', element: <SignupPage /> },
      { path: '/register-profile', element: <RegisterProfilePage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/update-password', element: <UpdatePasswordPage /> },
      { path: '/profile/edit/:userId', element: <ProfileEditPage /> },
      { path: '/profile/:userId', element: <ProfilePage /> },
      // Informational pages
      upcoming('/membership-plans', 'membershipPlans'),
      upcoming('/contact-corporate', 'contactCorporate'),
      upcoming('/faq', 'faq'),
      upcoming('/privacy-policy', 'privacyPolicy'),
      upcoming('/terms-of-use', 'termsOfUse'),
      upcoming(PARTNERS_PATH, 'partners'),
      // Marketplace
      upcoming('/news', 'news'),
      upcoming('/news/:articleId', 'newsArticle'),
      upcoming('/price-updates', 'priceList'),
      upcoming('/check-purchase-enquiries', 'purchaseEnquiries'),
      upcoming('/check-sales-offers', 'salesOffers'),
      upcoming('/post-purchase-enquiry', 'postPurchaseEnquiry'),
      upcoming('/post-sales-offer', 'postSalesOffer'),
      upcoming('/buyer-enquiries', 'buyerEnquiries'),
      upcoming('/bid-submission', 'bidSubmission'),
      upcoming('/listed-subscribers', 'listedSubscribers'),
      upcoming('/corporate-members', 'corporateMembers'),
      upcoming('/corporate/:companyId', 'corporateProfile'),
      upcoming('/payment/razorpay', 'payment'),
      // Sourcing (an unknown department goes home: RouteGuard)
      upcoming('/sourcing/:department', 'sourcing'),
      // Admin and management
      upcoming('/admin', 'admin'),
      upcoming('/admin2', 'admin2'),
      upcoming('/admin/corporate-products', 'corporateProducts'),
      upcoming('/admin/membership-management', 'membershipManagement'),
      upcoming('/admin/ad-management', 'adManagement'),
      upcoming('/price-management', 'priceManagement'),
      upcoming('/bid-management', 'bidManagement'),
      // Redirects
      redirect('/yarn-prices', '/price-updates'),
      redirect('/check-purchase-enquiry', '/check-purchase-enquiries'),
      redirect('/yarnconnect-partners', PARTNERS_PATH),
      redirect('*', '/'),
    ],
  },
];
