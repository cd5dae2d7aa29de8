// The parts of the app only a logged-in customer has: the notifications (the bell, the real-time connection and
// the pop-up) and the terms dialog. One file, downloaded for a customer only (./customer-parts.tsx).
export { NotificationBell } from '../features/notifications/components/notification-bell';
export { NotificationsRoot } from '../features/notifications/components/notifications-root';
export { TermsDialog } from '../features/terms/components/terms-dialog';
