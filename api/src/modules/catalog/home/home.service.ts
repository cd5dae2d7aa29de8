import type { Banner, Brand } from '@botica/shared-contracts/catalog/entities';
import type { SettingsResponse } from '@botica/shared-contracts/catalog/responses';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { catalogErrors } from '../catalog.errors.js';
import { HomeRepository } from './home.repository.js';

export const NEWSLETTER_OK = '¡Gracias por suscribirte! Pronto recibirás nuestras novedades.';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Banners, featured brands, parameters and newsletter sign-up of the home page and header. */
export class HomeService {
  private readonly repo: HomeRepository;

  constructor(db: Kysely<Database>) {
    this.repo = new HomeRepository(db);
  }

  async banners(...posiciones: string[]): Promise<Banner[]> {
    const rows = await this.repo.activeBanners(posiciones);
    return rows.map((r) => ({
      codigo: r.codigo,
      imagen: r.imagen,
      imagenWeb: r.imagen_web ?? r.imagen,
      url: r.url,
      descripcion: r.descripcion,
      orden: r.orden,
      posicion: r.posicion,
      fechaFin: iso(r.fecha_fin),
    }));
  }

  async offers() {
    const all = await this.banners('OFERTA_PRINCIPAL', 'OFERTA_SECUNDARIA');
    return {
      principal: all.filter((b) => b.posicion === 'OFERTA_PRINCIPAL'),
      secundaria: all.filter((b) => b.posicion === 'OFERTA_SECUNDARIA'),
    };
  }

  /** Countdown banners: only those with an end date still ahead. */
  async timers(posicion: string): Promise<Banner[]> {
    return (await this.banners(posicion)).filter((b) => b.fechaFin !== null);
  }

  async featuredBrands(): Promise<Brand[]> {
    return this.repo.featuredBrands();
  }

  async parameters(): Promise<Record<string, string>> {
    return Object.fromEntries((await this.repo.parameters()).map((p) => [p.nombre, p.valor]));
  }

  async parameter(name: string): Promise<string> {
    const p = await this.repo.parameter(name);
    if (!p) throw catalogErrors.parameterNotFound();
    return p.valor;
  }

  async settings(): Promise<SettingsResponse['result']> {
    const valores = await this.parameters();
    return {
      carritoHabilitado: (valores.CARRITO_HABILITADO ?? 'S') === 'S',
      giftcardHabilitada: (valores.GIFTCARD_HABILITADA ?? 'N') === 'S',
      telefono: valores.TELEFONO_CALL_CENTER ?? null,
      whatsapp: valores.WHATSAPP ?? null,
      versionApp: valores.VERSION_APP ?? '1.10.13',
      valores,
    };
  }

  async subscribe(email: string): Promise<string> {
    if (!(await this.repo.subscribe(email))) throw catalogErrors.newsletterDuplicate();
    return NEWSLETTER_OK;
  }
}
