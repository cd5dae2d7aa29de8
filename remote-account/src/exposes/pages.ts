import { LoginPage } from '../pages/login-page';
import { SignupPage } from '../pages/signup-page';
import { SocialRegisterPage } from '../pages/social-register-page';
import { ForgotPasswordPage } from '../pages/forgot-password-page';
import { ChangePasswordPage } from '../pages/change-password-page';
import { VerifyEmailPage } from '../pages/verify-email-page';
import { MyAccountPage } from '../pages/my-account-page';
import { MyAccountDataPage } from '../pages/my-account-data-page';
import { MyAddressesPage } from '../pages/my-addresses-page';
import { AddressAddPage } from '../pages/address-add-page';
import { AddressEditPage } from '../pages/address-edit-page';
import { MyOrdersPage } from '../pages/my-orders-page';
import { OrderDetailPage } from '../pages/order-detail-page';
import { DataUpdatePage } from '../pages/data-update-page';
import { MyAccountManagersPage } from '../pages/my-account-managers-page';
import { MyCardsPage } from '../pages/my-cards-page';
import { CardAddPage } from '../pages/card-add-page';
import { MyCouponsPage } from '../pages/my-coupons-page';
import type { PagesModule } from '@botica/shared-contracts/exposes/pages';

/** Pages of this remote by route id (shared-contracts route table); the host mounts them. */
export const pages = {
  login: LoginPage,
  signup: SignupPage,
  'social-register': SocialRegisterPage,
  'forgot-password': ForgotPasswordPage,
  'change-password': ChangePasswordPage,
  'verify-email': VerifyEmailPage,
  'my-account': MyAccountPage,
  'my-account-data': MyAccountDataPage,
  'my-addresses': MyAddressesPage,
  'address-add': AddressAddPage,
  'address-edit': AddressEditPage,
  'my-orders': MyOrdersPage,
  'order-detail': OrderDetailPage,
  'data-update': DataUpdatePage,
  'my-account-managers': MyAccountManagersPage,
  'my-cards': MyCardsPage,
  cards: MyCardsPage,
  'card-add': CardAddPage,
  'my-coupons': MyCouponsPage,
} satisfies PagesModule<'account'>['pages'];
