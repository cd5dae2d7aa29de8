import { useParams } from '@botica/platform/router';
import { categoryProducts } from '../features/products/api';
import { categoryDetail, categoryRelations } from '../features/category/api';
import { AttributeFaq } from '../features/category/components/attribute-faq';
import { RelatedCategories } from '../features/category/components/related-categories';
import { ProductListView } from '../components/product-list-view';
import { categoryPath } from '../lib/product-links';
import { useQuery } from '@botica/platform/data/query';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';

/** /categoria/{codigo}/{slug}: title, breadcrumb, sort, discount filters, related categories, grid, pagination, FAQ. */
export function CategoryPage() {
  const { codigo = '' } = useParams();
  const detail = useQuery(catalogQueries.categoryDetail(codigo), () => categoryDetail(codigo));
  const related = useQuery(catalogQueries.categoryRelations(codigo), () => categoryRelations(codigo));
  const info = detail.data;
  return (
    <ProductListView
      queryKey={(p) => catalogQueries.lists.category(codigo, p)}
      load={(p) => categoryProducts(codigo, p)}
      title={(a) => info?.titulo ?? a?.categoria.descripcion ?? ''}
      crumbs={(a) => {
        const current = info?.descripcion ?? a?.categoria.descripcion ?? '';
        return [
          ...(info?.padres ?? []).map((p) => ({ label: p.descripcion, to: categoryPath(p.codigo, p.descripcion, p.slug) })),
          { label: current },
        ];
      }}
      discountFilters
      testId="cat-category-page"
      footer={info ? <AttributeFaq title={info.descripcion} items={info.preguntas} /> : null}
    >
      <RelatedCategories items={related.data} />
    </ProductListView>
  );
}
