import type { SortOption } from '@botica/shared-contracts/catalog/entities';
import type { LandingResponse, LandingSection, LandingStyle } from '@botica/shared-contracts/content/landing';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CategoryService } from '../catalog/categories/category.service.js';
import type { ProductFilter, ProductService, Viewer } from '../catalog/products/product.service.js';
import type { SearchInput, SearchService } from '../catalog/search/search.service.js';
import { landingErrors } from './landing.errors.js';
import { landingRepository } from './landing.repository.js';

type LandingRow = NonNullable<Awaited<ReturnType<ReturnType<typeof landingRepository>['findLanding']>>>;
type SectionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof landingRepository>['findSection']>>>;
type SlideRow = Awaited<ReturnType<ReturnType<typeof landingRepository>['slides']>>[number];

const styleOf = (l: LandingRow): LandingStyle => ({
  primario: l.primario,
  secundario: l.secundario,
  terciario: l.terciario,
  complementario: l.complementario,
  complementario2: l.complementario2,
});
const slide = (s: SlideRow) => ({ imagen: s.imagen, imagenWeb: s.imagen, url: s.url, descripcion: s.descripcion });

/** Landing worlds (spec 002 §2.9): the home of a world, its sections' products and the search inside it. */
export class LandingService {
  private readonly repo;

  constructor(
    db: Kysely<Database>,
    private readonly deps: { products: ProductService; categories: CategoryService; search: SearchService },
  ) {
    this.repo = landingRepository(db);
  }

  private async landing(slug: string) {
    const row = await this.repo.findLanding(slug);
    if (!row) throw landingErrors.worldNotFound();
    return row;
  }

  /** Categories with their descendants. */
  private async expand(codes: number[]): Promise<number[]> {
    const all = await Promise.all(codes.map((c) => this.deps.categories.subtree(c).catch(() => [])));
    return [...new Set(all.flat())];
  }

  /** The products a world (or one of its sections) shows. */
  private async filterOf(world: LandingRow, section?: SectionRow): Promise<ProductFilter> {
    if (world.oncologico) return { oncologico: true };
    const codes = section?.categorias.length ? section.categorias : world.categorias;
    return { categorias: await this.expand(codes) };
  }

  async home(slug: string): Promise<LandingResponse> {
    const world = await this.landing(slug);
    const [sections, slides] = await Promise.all([this.repo.sections(slug), this.repo.slides(slug)]);
    const secciones: LandingSection[] = sections.map((s) => ({
      codigo: s.codigo,
      titulo: s.titulo,
      tipo: s.tipo,
      el_ella: s.el_ella,
      interna: s.interna,
      descripcion: s.descripcion,
      banner: s.banner,
      imagen: s.imagen,
      slider: slides.filter((x) => x.seccion === s.codigo).map(slide),
    }));
    return {
      ok: true,
      landingResult: { slug: world.slug, nombre: world.nombre, descripcion: world.descripcion, oncologico: world.oncologico },
      estilo: styleOf(world),
      sliderPrincipal: slides.filter((x) => x.seccion === null).map(slide),
      el_ella: secciones.filter((s) => s.el_ella !== null),
      internas: secciones.filter((s) => s.interna),
      secciones,
    };
  }

  async style(slug: string): Promise<LandingStyle> {
    return styleOf(await this.landing(slug));
  }

  /** One section's products; with `landing`, the section must belong to that world. */
  async sectionProducts(id: number, landing: string | undefined, p: string | undefined, orderBy: SortOption | undefined, viewer: Viewer) {
    const section = await this.repo.findSection(id);
    if (!section || section.tipo !== 'P' || (landing && section.landing !== landing)) throw landingErrors.sectionNotFound();
    const world = await this.landing(section.landing);
    const list = await this.deps.products.list(await this.filterOf(world, section), orderBy ?? 'destacado', p, viewer);
    return {
      ok: true as const,
      productos: { results: list.results, total: list.total, page: list.page, pageSize: list.pageSize },
      secciones_detalle: { codigo: section.codigo, titulo: section.titulo, descripcion: section.descripcion, banner: section.banner },
      estilo: styleOf(world),
    };
  }

  /** Search inside a world: the catalogue's search limited to the world's products. */
  async search(slug: string, input: SearchInput, viewer: Viewer) {
    const world = await this.landing(slug);
    const filter = await this.filterOf(world);
    return this.deps.search.search(input, viewer, filter.oncologico ? { oncologico: true } : { categorias: filter.categorias ?? [] });
  }
}
