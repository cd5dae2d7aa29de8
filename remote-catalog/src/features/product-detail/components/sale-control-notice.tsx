import { ANTIBIOTIC_CONTROL, ANTIBIOTIC_PRESCRIPTION_RULE, SALE_CONTROL_TYPES } from '@botica/shared-contracts/catalog/constants';
import { PRESCRIPTION_WARNING } from '../../../components/product-card';
import styles from './detail.module.css';

/**
 * A controlled product's sale-control type (codigoControl above 1, spec 000 §3, 002 §9); an antibiotic adds the
 * prescription rule: valid 5 days from its issue, with the data the prescription must carry.
 */
export function SaleControlNotice({ codigoControl }: { codigoControl: number | null | undefined }) {
  const control = codigoControl ?? 1;
  if (control <= 1) return null;
  const type = SALE_CONTROL_TYPES[control];
  return (
    <div className={styles.rx} data-testid="sale-control">
      <p>{PRESCRIPTION_WARNING}</p>
      {type && <p>{type}</p>}
      {control === ANTIBIOTIC_CONTROL && <p data-testid="antibiotic-rule">{ANTIBIOTIC_PRESCRIPTION_RULE}</p>}
    </div>
  );
}
