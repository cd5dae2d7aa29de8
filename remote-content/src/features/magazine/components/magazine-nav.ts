/** The viewer's page moves (spec 002 §2.7): home is page 1, previous and next stay within the first and last page. */
export const clampPage = (page: number, total: number) => Math.min(Math.max(1, page), Math.max(1, total));
export const nextPage = (page: number, total: number) => clampPage(page + 1, total);
export const previousPage = (page: number, total: number) => clampPage(page - 1, total);
