export function HomePage() {
  return (
    <section data-testid="catalog-home">
      <h1>Bienvenido a Botica Guaraní</h1>
    </section>
  );
}
