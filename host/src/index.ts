// The shell's stylesheets belong to the entry, so index.html links them in <head>: the server-rendered header
// and page paint styled before any script runs.
import './app/global.css';
import './layout/layout.css';
import './features/session/components/session.module.css';
import './features/notifications/components/notifications.module.css';
import './features/terms/components/terms-dialog.module.css';

// Async boundary: shared singletons are negotiated before any app code runs.
import('./bootstrap');
