import type { ComponentType } from 'react';
import type { PagesModule } from './pages';

export interface LoginFormProps {
  /** Where '¿Olvidaste tu contraseña?' leads. */
  forgotHref: string;
}

/** What remote-account exposes: module name → its exports. */
export interface AccountExposes {
  pages: PagesModule<'account'>;
  /**
   * The shop's login form (e-mail and password), for a page that asks for a login in its place: on success the
   * host applies the session, and the page reads it from the session atoms.
   */
  'login-form': { LoginForm: ComponentType<LoginFormProps> };
}
