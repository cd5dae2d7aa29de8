/** The app-store promotion shown beside the access forms (spec 002 §1). */
export function AppPromo() {
  return (
    <>
      <h2>Descargá nuestra App</h2>
      <p>Disponible en App Store y Google Play. Con la App de Botica Guaraní tenés:</p>
      <ul>
        <li>Lector de código de barras</li>
        <li>Recordatorio de medicamentos</li>
        <li>Sucursales cerca tuyo</li>
        <li>Beneficios exclusivos</li>
      </ul>
    </>
  );
}
