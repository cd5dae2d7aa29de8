import { lazyPage } from '@botica/platform/lazy-page';
import { LoginPage } from '../pages/login-page';
import { SignupPage } from '../pages/signup-page';
import { SocialRegisterPage } from '../pages/social-register-page';
import { ForgotPasswordPage } from '../pages/forgot-password-page';
import { ChangePasswordPage } from '../pages/change-password-page';
import { VerifyEmailPage } from '../pages/verify-email-page';
import type { PagesModule } from '@botica/shared-contracts/exposes/pages';

// The account area's pages are chunks of their own (lazyPage), loaded when their route opens: the login and
// sign-up pages (loaded eagerly) do not carry the account area.
const page = lazyPage;

const addresses = () => import('./account-pages/addresses');
const orders = () => import('./account-pages/orders');
const cards = () => import('./account-pages/cards');
const MyCardsPage = page(cards, 'MyCardsPage');

/** Pages of this remote by route id (shared-contracts route table); the host mounts them. */
export const pages = {
  login: LoginPage,
  signup: SignupPage,
  'social-register': SocialRegisterPage,
  'forgot-password': ForgotPasswordPage,
  'change-password': ChangePasswordPage,
  'verify-email': VerifyEmailPage,
  'my-account': page(() => import('../pages/my-account-page'), 'MyAccountPage'),
  'my-account-data': page(() => import('../pages/my-account-data-page'), 'MyAccountDataPage'),
  'my-account-managers': page(() => import('../pages/my-account-managers-page'), 'MyAccountManagersPage'),
  'my-addresses': page(addresses, 'MyAddressesPage'),
  'address-add': page(addresses, 'AddressAddPage'),
  'address-edit': page(addresses, 'AddressEditPage'),
  'my-orders': page(orders, 'MyOrdersPage'),
  'order-detail': page(orders, 'OrderDetailPage'),
  'my-cards': MyCardsPage,
  cards: MyCardsPage,
  'card-add': page(cards, 'CardAddPage'),
  'my-coupons': page(() => import('../pages/my-coupons-page'), 'MyCouponsPage'),
  'data-update': page(() => import('../pages/data-update-page'), 'DataUpdatePage'),
  'my-invoices': page(() => import('../features/invoices'), 'MyInvoicesPage'),
} satisfies PagesModule<'account'>['pages'];
