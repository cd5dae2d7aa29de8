/** One chunk for the saved cards and the card registration. */
export { MyCardsPage } from '../../pages/my-cards-page';
export { CardAddPage } from '../../pages/card-add-page';
