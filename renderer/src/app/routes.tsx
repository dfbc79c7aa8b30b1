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

// Directory, corporate members and informational pages.
const ListedSubscribersPage = lazy(async () => ({
  default: (await import('@/features/directory/pages/listed-subscribers-page.tsx')).ListedSubscribersPage,
}));
const CorporateMembersPage = lazy(async () => ({
  default: (await import('@/features/corporate/pages/corporate-members-page.tsx')).CorporateMembersPage,
}));
const CompanyPage = lazy(async () => ({
  default: (await import('@/features/corporate/pages/company-page.tsx')).CompanyPage,
}));
const PartnersPage = lazy(async () => ({
  default: (await import('@/features/info/pages/partners-page.tsx')).PartnersPage,
}));
const MembershipPlansPage = lazy(async () => ({
  default: (await import('@/features/info/pages/membership-plans-page.tsx')).MembershipPlansPage,
}));
const ContactCorporatePage = lazy(async () => ({
  default: (await import('@/features/info/pages/contact-corporate-page.tsx')).ContactCorporatePage,
}));
const PaymentPage = lazy(async () => ({
  default: (await import('@/features/info/pages/payment-page.tsx')).PaymentPage,
}));
const FaqPage = lazy(async () => ({ default: (await import('@/features/info/pages/faq-page.tsx')).FaqPage }));
const PrivacyPolicyPage = lazy(async () => ({
  default: (await import('@/features/info/pages/legal-page.tsx')).PrivacyPolicyPage,
}));
const TermsOfUsePage = lazy(async () => ({
  default: (await import('@/features/info/pages/legal-page.tsx')).TermsOfUsePage,
}));

// News and the price list (pdf.js loads only when a document is opened).
const NewsPage = lazy(async () => ({ default: (await import('@/features/news/pages/news-page.tsx')).NewsPage }));
const NewsArticlePage = lazy(async () => ({
  default: (await import('@/features/news/pages/news-article-page.tsx')).NewsArticlePage,
}));
const PriceListPage = lazy(async () => ({
  default: (await import('@/features/price-list/pages/price-list-page.tsx')).PriceListPage,
}));

// Purchase enquiries and sales offers: the boards and their posting forms.
const PurchaseEnquiriesPage = lazy(async () => ({
  default: (await import('@/features/marketplace/pages/board-page.tsx')).PurchaseEnquiriesPage,
}));
const SalesOffersPage = lazy(async () => ({
  default: (await import('@/features/marketplace/pages/board-page.tsx')).SalesOffersPage,
}));
const PostPurchaseEnquiryPage = lazy(async () => ({
  default: (await import('@/features/marketplace/pages/post-page.tsx')).PostPurchaseEnquiryPage,
}));
const PostSalesOfferPage = lazy(async () => ({
  default: (await import('@/features/marketplace/pages/post-page.tsx')).PostSalesOfferPage,
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
      { path: '/membership-plans', element: <MembershipPlansPage /> },
      { path: '/contact-corporate', element: <ContactCorporatePage /> },
      { path: '/faq', element: <FaqPage /> },
      { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
      { path: '/terms-of-use', element: <TermsOfUsePage /> },
      { path: PARTNERS_PATH, element: <PartnersPage /> },
      // Marketplace
      { path: '/news', element: <NewsPage /> },
      { path: '/news/:articleId', element: <NewsArticlePage /> },
      { path: '/price-updates', element: <PriceListPage /> },
      { path: '/check-purchase-enquiries', element: <PurchaseEnquiriesPage /> },
      { path: '/check-sales-offers', element: <SalesOffersPage /> },
      { path: '/post-purchase-enquiry', element: <PostPurchaseEnquiryPage /> },
      { path: '/post-sales-offer', element: <PostSalesOfferPage /> },
      upcoming('/buyer-enquiries', 'buyerEnquiries'),
      upcoming('/bid-submission', 'bidSubmission'),
      { path: '/listed-subscribers', element: <ListedSubscribersPage /> },
      { path: '/corporate-members', element: <CorporateMembersPage /> },
      { path: '/corporate/:companyId', element: <CompanyPage /> },
      { path: '/payment/razorpay', element: <PaymentPage /> },
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
