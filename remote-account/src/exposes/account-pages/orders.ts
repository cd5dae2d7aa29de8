/** One chunk for the orders list and the order detail. */
export { MyOrdersPage } from '../../pages/my-orders-page';
export { OrderDetailPage } from '../../pages/order-detail-page';
