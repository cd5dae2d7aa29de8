/** A blog post as the footer and /blog show it (spec 002 §3). */
export interface BlogPost {
  id: number;
  title: string;
  href: string;
  img: string;
  /** Spelled as the spec's field. */
  thumbail: string;
  description: string;
  created_at: string;
  /** Paragraphs shown on /blog/{id}. */
  body: string[];
}

const image = (name: string) => `/api/imagenes/placeholders/${name}.webp`;

/** The shop's local list of static posts: promotion terms, promotion pages and how to delete an account. */
export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: 1,
    title: '¿Cómo eliminar mi cuenta?',
    href: '/blog/1',
    img: image('higiene-personal'),
    thumbail: image('higiene-personal'),
    description: 'Los pasos para pedir la baja de tu cuenta y qué datos conservamos por obligación legal.',
    created_at: '2023-09-12',
    body: [
      'Podés pedir la eliminación de tu cuenta en cualquier momento escribiéndonos desde la sección Contacto o llamando a nuestro call center, con el correo con el que te registraste.',
      'Antes de eliminarla verificamos tu identidad. La baja se completa en un plazo de hasta 72 horas y te avisamos por correo cuando esté hecha.',
      'Al eliminar la cuenta se borran tus direcciones, tarjetas guardadas, favoritos y preferencias. Los datos tributarios de tus compras (facturas electrónicas) se conservan durante 5 años, como exige la ley.',
    ],
  },
  {
    id: 2,
    title: 'Tu bebe merece Lolly',
    href: '/promocion/lolly',
    img: image('bebes-y-maternidad'),
    thumbail: image('bebes-y-maternidad'),
    description: 'Participá por cunas, bolsos maternales y vales de compra con tus productos Lolly.',
    created_at: '2023-08-25',
    body: [
      'Promoción vigente del 25 de agosto al 15 de octubre de 2023. Por cada compra de productos Lolly participás del sorteo de 3 cunas, 5 bolsos maternales y 5 vales de compra de Gs. 300.000.',
      'El sorteo se realiza el 16/10/2023. Las bases y condiciones completas están en la página de la promoción.',
    ],
  },
  {
    id: 3,
    title: 'BASES Y CONDICIONES PROMOCIÓN Mamá y Papá',
    href: '/promocion/mama-y-papa',
    img: image('cuidado-corporal'),
    thumbail: image('cuidado-corporal'),
    description: '46 premios por un total de Gs. 200.000.000 para celebrar a mamá y a papá.',
    created_at: '2023-05-01',
    body: [
      'Del 1 de mayo al 30 de junio de 2023, por cada Gs. 30.000 de compra recibís un cupón (doble con marcas aliadas).',
      'Se sortean 10 premios de Gs. 10.000.000, 16 de Gs. 5.000.000 y 20 de Gs. 1.000.000, en sorteos el 31/05 y el 30/06.',
    ],
  },
  {
    id: 4,
    title: 'Promo Amistad',
    href: '/promocion/promo-amistad',
    img: image('fragancias'),
    thumbail: image('fragancias'),
    description: 'Compartí la trivia con tus amigos y participá por premios.',
    created_at: '2023-07-20',
    body: ['Completá el formulario de la trivia, adjuntá la imagen pedida y aceptá las bases y condiciones para participar.'],
  },
  {
    id: 5,
    title: 'Términos y condiciones de la Trivia',
    href: '/promocion/terminos-y-condiciones-trivia',
    img: image('vitaminas-y-suplementos'),
    thumbail: image('vitaminas-y-suplementos'),
    description: 'Reglas de participación de la trivia para niños y tutores.',
    created_at: '2023-08-01',
    body: ['Pueden participar tutores mayores de 18 años que no sean funcionarios de la empresa ni sus familiares directos.'],
  },
  {
    id: 6,
    title: 'Fuera Nati U',
    href: '/promocion/fuera-nati-u',
    img: image('proteccion-solar'),
    thumbail: image('proteccion-solar'),
    description: 'Conocé la promoción y sus condiciones.',
    created_at: '2023-06-15',
    body: ['Toda la información de la promoción, sus fechas y premios está en la página de la promoción.'],
  },
  {
    id: 7,
    title: 'Bases y condiciones de nuestras promociones',
    href: '/bases',
    img: image('medicamentos'),
    thumbail: image('medicamentos'),
    description: 'Las reglas generales que valen para todas las promociones de la tienda.',
    created_at: '2023-04-10',
    body: [
      'Participan personas mayores de 18 años. No pueden participar funcionarios ni familiares directos de la empresa.',
      'Los ganadores son notificados dentro de las 48 horas y tienen 60 días para retirar su premio.',
    ],
  },
];

export function findBlogPost(id: string | number | undefined): BlogPost | undefined {
  const n = Number(id);
  if (!Number.isInteger(n)) return undefined;
  return BLOG_POSTS.find((post) => post.id === n);
}

/** Five posts chosen at random from the latest ten (spec 002 §2.11, §9). */
export function pickFooterPosts(posts: readonly BlogPost[], random: () => number = Math.random, count = 5): BlogPost[] {
  const latest = [...posts].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, 10);
  for (let i = latest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    // i and j are both within 0..i, so both entries exist.
    [latest[i], latest[j]] = [latest[j]!, latest[i]!];
  }
  return latest.slice(0, count);
}
