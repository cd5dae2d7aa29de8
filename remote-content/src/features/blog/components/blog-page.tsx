import { useEffect } from 'react';
import { useQuery } from '@botica/platform/data/query';
import { Link } from '@botica/platform/router';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';
import { BLOG_PARAMS, fetchParameters } from '../api/blog-settings';
import { BLOG_POSTS } from '../data/blog-posts';
import { StaticPage } from '../../static-pages/components/static-page';

const dateFormat = new Intl.DateTimeFormat('es-PY', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
export const postDate = (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00Z`));

/** /blog: sends the browser to the external blog when BLOG_URL is set (spec 002 §2.7); otherwise the local posts, newest first. */
export function BlogPage() {
  const params = useQuery(catalogQueries.parameters(), fetchParameters, { revalidateOnFocus: false });
  const external = params.data?.[BLOG_PARAMS.url];
  useEffect(() => {
    if (external && /^https?:\/\//.test(external)) location.replace(external);
  }, [external]);
  if (external) return <p role="status">Estamos obteniendo los datos...</p>;
  const posts = [...BLOG_POSTS].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <StaticPage title="Blog" lead="Novedades, promociones y respuestas a tus preguntas." testId="blog-page">
      <ul className="ct-blog-grid">
        {posts.map((post) => (
          <li key={post.id} className="ct-blog-card">
            <img src={post.thumbail} alt="" loading="lazy" />
            <div>
              <time dateTime={post.created_at}>{postDate(post.created_at)}</time>
              <h2>
                <Link to={`/blog/${post.id}`}>{post.title}</Link>
              </h2>
              <p>{post.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </StaticPage>
  );
}
