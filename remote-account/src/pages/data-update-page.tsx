import { VerificationFlow } from '../features/verification/components/verification-flow';
import { usePageTitle } from '../ui/use-page-title';
import layout from '../ui/account-layout.module.css';

/** /actualizacion-de-datos: the two-step verification by one-time code. */
export function DataUpdatePage() {
  usePageTitle('Actualización de datos');
  return (
    <div className={layout.page} data-testid="data-update-page">
      <h1 className={layout.title}>Actualización de datos</h1>
      <VerificationFlow />
    </div>
  );
}
