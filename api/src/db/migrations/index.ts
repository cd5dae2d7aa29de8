import type { Migration } from 'kysely';
import * as m0001 from './0001_core.js';
import * as m0010 from './0010_access.js';
import * as m0020 from './0020_catalog_search.js';
import * as m0021 from './0021_catalog_extras.js';
import * as m0022 from './0022_catalog_search_vector.js';
import * as m0023 from './0023_catalog_gin_fastupdate.js';
import * as m0024 from './0024_catalog_sort_indexes.js';
import * as m0030 from './0030_covers.js';
import * as m0040 from './0040_checkout.js';
import * as m0041 from './0041_checkout_saved_cart_setting.js';
import * as m0050 from './0050_payments.js';
import * as m0051 from './0051_giftcard_purchases.js';
import * as m0052 from './0052_roulette.js';
import * as m0060 from './0060_account.js';
import * as m0061 from './0061_data_verification.js';
import * as m0062 from './0062_guardians.js';
import * as m0063 from './0063_customer_coupons.js';
import * as m0070 from './0070_content_forms.js';
import * as m0071 from './0071_landing_worlds.js';
import * as m0080 from './0080_invoices.js';
import * as m0085 from './0085_coupon_limits.js';
import * as m0090 from './0090_purchase_conversions.js';
import * as m0095 from './0095_catalog_category_sort_indexes.js';
import * as m0096 from './0096_raster_seed_pictures.js';
import * as m0110 from './0110_sifen_submissions.js';
import * as m0111 from './0111_the_saved_cart_is_the_cart.js';
import * as m0112 from './0112_sifen_lotes.js';
import * as m0113 from './0113_quantity_promotion_percent.js';
import * as m0114 from './0114_supplier_stock.js';
import * as m0115 from './0115_invoices_issued_elsewhere.js';
import * as m0116 from './0116_cart_form_tokens.js';
import * as m0120 from './0120_releases.js';
import * as m0125 from './0125_field_measurements.js';

/** Every migration, by name; names sort in the order they apply. Add new ones at the end. */
export const migrations: Record<string, Migration> = {
  '0001_core': m0001,
  '0010_access': m0010,
  '0020_catalog_search': m0020,
  '0021_catalog_extras': m0021,
  '0022_catalog_search_vector': m0022,
  '0023_catalog_gin_fastupdate': m0023,
  '0024_catalog_sort_indexes': m0024,
  '0030_covers': m0030,
  '0040_checkout': m0040,
  '0041_checkout_saved_cart_setting': m0041,
  '0050_payments': m0050,
  '0051_giftcard_purchases': m0051,
  '0052_roulette': m0052,
  '0060_account': m0060,
  '0061_data_verification': m0061,
  '0062_guardians': m0062,
  '0063_customer_coupons': m0063,
  '0070_content_forms': m0070,
  '0071_landing_worlds': m0071,
  '0080_invoices': m0080,
  '0085_coupon_limits': m0085,
  '0090_purchase_conversions': m0090,
  '0095_catalog_category_sort_indexes': m0095,
  '0096_raster_seed_pictures': m0096,
  '0110_sifen_submissions': m0110,
  '0111_the_saved_cart_is_the_cart': m0111,
  '0112_sifen_lotes': m0112,
  '0113_quantity_promotion_percent': m0113,
  '0114_supplier_stock': m0114,
  '0115_invoices_issued_elsewhere': m0115,
  '0116_cart_form_tokens': m0116,
  '0120_releases': m0120,
  '0125_field_measurements': m0125,
};
