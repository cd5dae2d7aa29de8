/** One chunk for the address pages (they share the form and the map's component). */
export { MyAddressesPage } from '../../pages/my-addresses-page';
export { AddressAddPage } from '../../pages/address-add-page';
export { AddressEditPage } from '../../pages/address-edit-page';
