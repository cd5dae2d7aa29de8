// The shell's stylesheets belong to the entry, so index.html links them in <head>: the server-rendered header
// and page paint styled before any script runs.
import './app/global.css';
import './layout/layout.css';
import './features/session/components/session.module.css';
import './features/notifications/components/notifications.module.css';
import './features/terms/components/terms-dialog.module.css';

// Async boundary: shared singletons are negotiated before any app code runs. It starts in a task of its own:
// evaluating this script already sets up the federation runtime, and the negotiation is as long again; one
// task for both would block the page twice as long.
setTimeout(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap'), 0);
