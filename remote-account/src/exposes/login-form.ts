// The shop's login form for a page of another app that asks for a login in its place (the gift card's step 3):
// the same form as /login; on success the host, the session's one writer, applies the new session.
import { LoginForm } from '../features/login/components/login-form';

export { LoginForm };
export default LoginForm;
