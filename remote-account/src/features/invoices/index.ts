/** /mis-facturas: invoices, downloads, CSV and zip, the accountant and the electronic-invoice e-mail (spec 001). */
export { MyInvoicesPage } from './components/my-invoices-page';
