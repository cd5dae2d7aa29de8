import { LoginPage } from '../pages/login-page';
import { SignupPage } from '../pages/signup-page';
import { SocialRegisterPage } from '../pages/social-register-page';
import { ForgotPasswordPage } from '../pages/forgot-password-page';
import { ChangePasswordPage } from '../pages/change-password-page';
import { VerifyEmailPage } from '../pages/verify-email-page';
import { MyAccountPage } from '../pages/my-account-page';
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
} satisfies PagesModule<'account'>['pages'];
