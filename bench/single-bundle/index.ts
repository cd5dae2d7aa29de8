// Entry of the single-bundle build (./rspack.config.mjs): the host's stylesheets, as host/src/index.ts links them
// in <head>, then the host's own bootstrap, imported directly: with no federation there are no shared modules to
// negotiate, so no asynchronous boundary is needed before the app's code runs.
import '../../host/src/app/global.css';
import '../../host/src/layout/layout.css';
import '../../host/src/features/session/components/session.module.css';
import '../../host/src/features/notifications/components/notifications.module.css';
import '../../host/src/features/terms/components/terms-dialog.module.css';
import '../../host/src/bootstrap';
