import { type Kysely, sql } from 'kysely';

/** Landing worlds (/mundo/{landing}): theme, sliders and sections, with three demo worlds. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('landings')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('descripcion', 'text')
    .addColumn('primario', 'text', (c) => c.notNull())
    .addColumn('secundario', 'text', (c) => c.notNull())
    .addColumn('terciario', 'text', (c) => c.notNull())
    .addColumn('complementario', 'text', (c) => c.notNull())
    .addColumn('complementario2', 'text', (c) => c.notNull())
    // The world's products: these categories (and their children), or the oncology products.
    .addColumn('categorias', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('oncologico', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('activo', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema
    .createTable('landing_sections')
    .addColumn('codigo', 'serial', (c) => c.primaryKey())
    .addColumn('landing', 'text', (c) => c.notNull().references('landings.slug').onDelete('cascade'))
    .addColumn('titulo', 'text', (c) => c.notNull())
    .addColumn('tipo', 'text', (c) => c.notNull().check(sql`tipo in ('P', 'S')`))
    .addColumn('el_ella', 'text', (c) => c.check(sql`el_ella in ('ELLA', 'EL')`))
    .addColumn('interna', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('descripcion', 'text')
    .addColumn('banner', 'text')
    .addColumn('imagen', 'text')
    .addColumn('categorias', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('orden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('landing_slides')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('landing', 'text', (c) => c.notNull().references('landings.slug').onDelete('cascade'))
    .addColumn('seccion', 'integer', (c) => c.references('landing_sections.codigo').onDelete('cascade'))
    .addColumn('imagen', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('descripcion', 'text', (c) => c.notNull())
    .addColumn('orden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('landing_sections_landing_idx').on('landing_sections').column('landing').execute();
  await db.schema.createIndex('landing_slides_landing_idx').on('landing_slides').column('landing').execute();

  const theme = (primario: string, secundario: string, terciario: string, complementario: string, complementario2: string) => ({
    primario, secundario, terciario, complementario, complementario2,
  });
  await db
    .insertInto('landings')
    .values([
      { slug: 'belleza', nombre: 'Mundo Belleza', descripcion: 'Dermocosmética, maquillaje, fragancias y protección solar.', ...theme('#b0235f', '#f7d6e4', '#5c1231', '#fff5f9', '#e88ab0'), categorias: sql`'{500,700,800,900}'::integer[]` },
      { slug: 'bebes', nombre: 'Mundo Bebé', descripcion: 'Todo para mamá y el bebé.', ...theme('#2b6cb0', '#d6e8fa', '#173c63', '#f3f9ff', '#8cc0ee'), categorias: sql`'{1000}'::integer[]` },
      { slug: 'oncologicos', nombre: 'Mundo Oncológicos', descripcion: 'Medicamentos oncológicos con receta: se compran en el carrito oncológico.', ...theme('#6b3fa0', '#e7dcf5', '#3a2159', '#faf7fd', '#b79ae0'), oncologico: true },
    ])
    .execute();
  const sections = await db
    .insertInto('landing_sections')
    .values([
      { landing: 'belleza', titulo: 'Para ella', tipo: 'P', el_ella: 'ELLA', descripcion: 'Maquillaje y fragancias para ella.', banner: 'banners/medio-1.svg', imagen: 'placeholders/maquillaje.svg', categorias: sql`'{800,900}'::integer[]`, orden: 1 },
      { landing: 'belleza', titulo: 'Para él', tipo: 'P', el_ella: 'EL', descripcion: 'Cuidado facial y fragancias para él.', banner: 'banners/medio-2.svg', imagen: 'placeholders/fragancias.svg', categorias: sql`'{500,900}'::integer[]`, orden: 2 },
      { landing: 'belleza', titulo: 'Protección solar', tipo: 'P', interna: true, descripcion: 'Protegé tu piel todo el año.', banner: 'banners/medio-1.svg', imagen: 'placeholders/proteccion-solar.svg', categorias: sql`'{700}'::integer[]`, orden: 3 },
      { landing: 'belleza', titulo: 'Novedades de belleza', tipo: 'S', orden: 4 },
      { landing: 'bebes', titulo: 'Bebés y maternidad', tipo: 'P', interna: true, descripcion: 'Pañales, higiene y cuidado del bebé.', banner: 'banners/medio-2.svg', imagen: 'placeholders/bebes-y-maternidad.svg', categorias: sql`'{1000}'::integer[]`, orden: 1 },
      { landing: 'oncologicos', titulo: 'Medicamentos oncológicos', tipo: 'P', interna: true, descripcion: 'Venta bajo receta. Se agregan al carrito oncológico.', imagen: 'placeholders/medicamentos.svg', orden: 1 },
    ])
    .returning(['codigo', 'landing', 'tipo'])
    .execute();
  const sliderOf = sections.find((s) => s.landing === 'belleza' && s.tipo === 'S')?.codigo ?? null;
  await db
    .insertInto('landing_slides')
    .values([
      { landing: 'belleza', imagen: 'banners/carrusel-2.svg', url: '/mundo/belleza/buscar?s=crema', descripcion: 'Dermocosmética con precios especiales', orden: 1 },
      { landing: 'belleza', imagen: 'banners/medio-1.svg', url: '/categoria/700/proteccion-solar', descripcion: 'Protección solar todo el año', orden: 2 },
      { landing: 'belleza', seccion: sliderOf, imagen: 'banners/promo-1.svg', url: '/comprar-giftcard', descripcion: 'Regalá belleza con la Gift Card', orden: 1 },
      { landing: 'bebes', imagen: 'banners/temporizador-dos.svg', url: '/categoria/1000/bebes-y-maternidad', descripcion: 'Cuidado del bebé', orden: 1 },
      { landing: 'oncologicos', imagen: 'banners/carrusel-3.svg', url: '/sucursales', descripcion: 'Retirá tus oncológicos en la sucursal', orden: 1 },
    ])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['landing_slides', 'landing_sections', 'landings']) await db.schema.dropTable(t).execute();
}
