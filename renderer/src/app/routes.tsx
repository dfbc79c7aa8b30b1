import { Suspense, type ReactNode } from 'react';
import { matchRoutes, Navigate, type Params, type RouteObject } from 'react-router';
import { PRODUCT_NAME } from '@domain/messages.ts';
import { paths, REDIRECTS } from '@domain/paths.ts';
import { departmentForPath } from '@domain/sourcing-departments.ts';
import { CountersView } from '@/features/home/components/counters-view.tsx';
import { HomePage } from '@/features/home/pages/home-page.tsx';
import { LoadBoundary } from '@/ui/load-boundary.tsx';
import { Root } from './root.tsx';
import { lazyWithStore } from './with-store.tsx';

// Home is in the entry chunk; every other page loads on demand, with the data cache.
// The home page's live counters read data: they load with the data cache, skeletons meanwhile.
const HomeCounters = lazyWithStore(
  () => import('@/features/home/components/home-counters.tsx'),
  (m) => m.HomeCounters,
);
const homeCounters = (
  <LoadBoundary fallback={<CountersView />}>
    <Suspense fallback={<CountersView loading />}>
      <HomeCounters />
    </Suspense>
  </LoadBoundary>
);
// The welcome banner's offer line reads the offer's last day (a setting): with the data cache too.
const OfferNote = lazyWithStore(
  () => import('@/features/home/components/offer-note.tsx'),
  (m) => m.OfferNote,
);
const offerNote = (
  <LoadBoundary fallback={null}>
    <Suspense fallback={null}>
      <OfferNote />
    </Suspense>
  </LoadBoundary>
);

const SignupPage = lazyWithStore(
  () => import('@/features/auth/pages/signup-page.tsx'),
  (m) => m.SignupPage,
);
const LoginPage = lazyWithStore(
  () => import('@/features/auth/pages/login-page.tsx'),
  (m) => m.LoginPage,
);
const UpdatePasswordPage = lazyWithStore(
  () => import('@/features/auth/pages/update-password-page.tsx'),
  (m) => m.UpdatePasswordPage,
);
const RegisterProfilePage = lazyWithStore(
  () => import('@/features/profile/pages/register-profile-page.tsx'),
  (m) => m.RegisterProfilePage,
);
const ProfilePage = lazyWithStore(
  () => import('@/features/profile/pages/profile-page.tsx'),
  (m) => m.ProfilePage,
);
const ProfileEditPage = lazyWithStore(
  () => import('@/features/profile/pages/profile-edit-page.tsx'),
  (m) => m.ProfileEditPage,
);

// Directory, corporate members and informational pages.
const ListedSubscribersPage = lazyWithStore(
  () => import('@/features/directory/pages/listed-subscribers-page.tsx'),
  (m) => m.ListedSubscribersPage,
);
const CorporateMembersPage = lazyWithStore(
  () => import('@/features/corporate/pages/corporate-members-page.tsx'),
  (m) => m.CorporateMembersPage,
);
const CompanyPage = lazyWithStore(
  () => import('@/features/corporate/pages/company-page.tsx'),
  (m) => m.CompanyPage,
);
const PartnersPage = lazyWithStore(
  () => import('@/features/info/pages/partners-page.tsx'),
  (m) => m.PartnersPage,
);
const MembershipPlansPage = lazyWithStore(
  () => import('@/features/info/pages/membership-plans-page.tsx'),
  (m) => m.MembershipPlansPage,
);
const ContactCorporatePage = lazyWithStore(
  () => import('@/features/info/pages/contact-corporate-page.tsx'),
  (m) => m.ContactCorporatePage,
);
const PaymentPage = lazyWithStore(
  () => import('@/features/info/pages/payment-page.tsx'),
  (m) => m.PaymentPage,
);
const FaqPage = lazyWithStore(
  () => import('@/features/info/pages/faq-page.tsx'),
  (m) => m.FaqPage,
);
const PrivacyPolicyPage = lazyWithStore(
  () => import('@/features/info/pages/legal-page.tsx'),
  (m) => m.PrivacyPolicyPage,
);
const TermsOfUsePage = lazyWithStore(
  () => import('@/features/info/pages/legal-page.tsx'),
  (m) => m.TermsOfUsePage,
);

// News and the price list (pdf.js loads only when a document is opened).
const NewsPage = lazyWithStore(
  () => import('@/features/news/pages/news-page.tsx'),
  (m) => m.NewsPage,
);
const NewsArticlePage = lazyWithStore(
  () => import('@/features/news/pages/news-article-page.tsx'),
  (m) => m.NewsArticlePage,
);
const PriceListPage = lazyWithStore(
  () => import('@/features/price-list/pages/price-list-page.tsx'),
  (m) => m.PriceListPage,
);
const SharedListPage = lazyWithStore(
  () => import('@/features/price-list/pages/shared-list-page.tsx'),
  (m) => m.SharedListPage,
);

// The market view (issue 27): the price index and a class's page (uPlot loads with the class page only).
const MarketPage = lazyWithStore(
  () => import('@/features/market/pages/market-page.tsx'),
  (m) => m.MarketPage,
);
const MarketClassPage = lazyWithStore(
  () => import('@/features/market/pages/market-class-page.tsx'),
  (m) => m.MarketClassPage,
);

// Purchase enquiries and sales offers: the boards and their posting forms.
const PurchaseEnquiriesPage = lazyWithStore(
  () => import('@/features/marketplace/pages/board-page.tsx'),
  (m) => m.PurchaseEnquiriesPage,
);
const SalesOffersPage = lazyWithStore(
  () => import('@/features/marketplace/pages/board-page.tsx'),
  (m) => m.SalesOffersPage,
);
const PostPurchaseEnquiryPage = lazyWithStore(
  () => import('@/features/marketplace/pages/post-page.tsx'),
  (m) => m.PostPurchaseEnquiryPage,
);
const PostSalesOfferPage = lazyWithStore(
  () => import('@/features/marketplace/pages/post-page.tsx'),
  (m) => m.PostSalesOfferPage,
);

// Sourcing: department dashboards, public buyer enquiries and the vendor's bid page.
const SourcingPage = lazyWithStore(
  () => import('@/features/sourcing/pages/sourcing-page.tsx'),
  (m) => m.SourcingPage,
);
const BuyerEnquiriesPage = lazyWithStore(
  () => import('@/features/sourcing/pages/buyer-enquiries-page.tsx'),
  (m) => m.BuyerEnquiriesPage,
);
const BidSubmissionPage = lazyWithStore(
  () => import('@/features/sourcing/pages/bid-submission-page.tsx'),
  (m) => m.BidSubmissionPage,
);
const VendorApplicationPage = lazyWithStore(
  () => import('@/features/sourcing/pages/vendor-application-page.tsx'),
  (m) => m.VendorApplicationPage,
);

// The admin panel (/admin): full for admins, limited for limited admins.
const AdminPage = lazyWithStore(
  () => import('@/features/admin-panel/pages/admin-page.tsx'),
  (m) => m.AdminPage,
);

// Bids Management (AG Grid loads with it, never on the home route).
const BidManagementPage = lazyWithStore(
  () => import('@/features/bid-management/pages/bid-management-page.tsx'),
  (m) => m.BidManagementPage,
);

// Price and Status Management: the price sheet (AG Grid, exceljs only when a file is read or written). The
// sheet's grid (AG Grid, ~1 MB) downloads beside the page's code: asked for by the page, it waited for it. So does
// the sheet's online data adapter: the page's first render asks it for the first page, and that request should not
// wait behind the grid's creation for the adapter's code (the desktop's first rows come from the cache, but it
// needs the adapter for the sheet's history, price checks and live changes next).
const PriceManagementPage = lazyWithStore(
  () => {
    void import('@/features/price-management/components/price-grid.tsx');
    void import('@/data/supabase/price-management.ts');
    return import('@/features/price-management/pages/price-management-page.tsx');
  },
  (m) => m.PriceManagementPage,
);

// Manage Corporate Products: the entry grid (AG Grid; exceljs only when a file is read or written).
const CorporateProductsPage = lazyWithStore(
  () => import('@/features/corporate-products/pages/corporate-products-page.tsx'),
  (m) => m.CorporateProductsPage,
);

// Admin tools: membership and ad management, the /admin2 operations view.
const MembershipManagementPage = lazyWithStore(
  () => import('@/features/membership/pages/membership-management-page.tsx'),
  (m) => m.MembershipManagementPage,
);
const AdManagementPage = lazyWithStore(
  () => import('@/features/ads/pages/ad-management-page.tsx'),
  (m) => m.AdManagementPage,
);
const OperationsPage = lazyWithStore(
  () => import('@/features/operations/pages/operations-page.tsx'),
  (m) => m.OperationsPage,
);

const redirect = (path: string, to: string): RouteObject => ({ path, element: <Navigate to={to} replace /> });

/** What a route says about its page: the tab's title (issue 23: "Price List · LoomConnect"). */
interface PageHandle {
  title: string | ((params: Params) => string);
}

/** A page of the table with its title. */
const page = (path: string, element: ReactNode, title: PageHandle['title']): RouteObject => ({
  path,
  element,
  handle: { title } satisfies PageHandle,
});

const departmentTitle = (params: Params) => {
  const department = departmentForPath(`/sourcing/${params.department ?? ''}`);
  return department ? `${department.name} Sourcing` : 'Sourcing';
};

/** The route table of both spec documents (§2); role limits are applied by the shell's RouteGuard. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        index: true,
        element: <HomePage counters={homeCounters} offer={offerNote} />,
        handle: { title: 'Home' } satisfies PageHandle,
      },
      // Accounts and profiles
      page(paths.signup.path, <SignupPage />, 'Sign Up'),
      page(paths.registerProfile.path, <RegisterProfilePage />, 'Complete Your Profile'),
      page(paths.login.path, <LoginPage />, 'Login'),
      page(paths.updatePassword.path, <UpdatePasswordPage />, 'Update Password'),
      page(paths.profileEdit.path, <ProfileEditPage />, 'Edit Profile'),
      page(paths.profile.path, <ProfilePage />, (params) => (params.userId === 'me' ? 'My Profile' : 'Member Profile')),
      // Informational pages
      page(paths.membershipPlans.path, <MembershipPlansPage />, 'Membership Plans'),
      page(paths.contactCorporate.path, <ContactCorporatePage />, 'Contact Corporate Sales'),
      page(paths.faq.path, <FaqPage />, 'FAQ'),
      page(paths.privacyPolicy.path, <PrivacyPolicyPage />, 'Privacy Policy'),
      page(paths.termsOfUse.path, <TermsOfUsePage />, 'Terms of Use'),
      page(paths.partners.path, <PartnersPage />, 'Partners'),
      // Marketplace
      page(paths.news.path, <NewsPage />, 'News'),
      page(paths.newsArticle.path, <NewsArticlePage />, 'News Article'),
      page(paths.priceList.path, <PriceListPage />, 'Price List'),
      page(paths.sharedList.path, <SharedListPage />, 'Price List'),
      page(paths.market.path, <MarketPage />, 'Market'),
      page(paths.marketClass.path, <MarketClassPage />, 'Market'),
      page(paths.purchaseEnquiries.path, <PurchaseEnquiriesPage />, 'Purchase Enquiries'),
      page(paths.salesOffers.path, <SalesOffersPage />, 'Sales Offers'),
      page(paths.postPurchaseEnquiry.path, <PostPurchaseEnquiryPage />, 'Post Purchase Enquiry'),
      page(paths.postSalesOffer.path, <PostSalesOfferPage />, 'Post Sales Offer'),
      page(paths.buyerEnquiries.path, <BuyerEnquiriesPage />, 'Buyer Enquiries'),
      page(paths.bidSubmission.path, <BidSubmissionPage />, 'Submit Bids'),
      page(paths.vendorApplication.path, <VendorApplicationPage />, 'Become a Vendor'),
      page(paths.listedSubscribers.path, <ListedSubscribersPage />, 'Listed Subscribers'),
      page(paths.corporateMembers.path, <CorporateMembersPage />, 'Corporate Members'),
      page(paths.company.path, <CompanyPage />, 'Company'),
      page(paths.payment.path, <PaymentPage />, 'Payment'),
      // Sourcing (an unknown department goes home: RouteGuard)
      page(paths.sourcing.path, <SourcingPage />, departmentTitle),
      // Admin and management
      page(paths.admin.path, <AdminPage />, 'Admin Panel'),
      page(paths.admin2.path, <OperationsPage />, 'Operations'),
      page(paths.corporateProducts.path, <CorporateProductsPage />, 'Manage Corporate Products'),
      page(paths.membershipManagement.path, <MembershipManagementPage />, 'Membership Management'),
      page(paths.adManagement.path, <AdManagementPage />, 'Ad Management'),
      page(paths.priceManagement.path, <PriceManagementPage />, 'Price Management'),
      page(paths.bidManagement.path, <BidManagementPage />, 'Bid Management'),
      // Redirects
      ...REDIRECTS.map(({ from, to }) => redirect(from, to)),
      redirect('*', paths.home.path),
    ],
  },
];

/** The tab's title for a path: the page's own, then the product's name ("Price List · LoomConnect"). */
export function pageTitleFor(pathname: string): string {
  const match = matchRoutes(routes, pathname)?.findLast((m) => m.route.handle);
  const title = (match?.route.handle as PageHandle | undefined)?.title;
  const text = typeof title === 'function' ? title(match!.params) : title;
  return text ? `${text} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}
