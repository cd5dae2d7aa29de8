import { Link } from '@botica/platform/router';
import { BLOG_POSTS } from '../data/blog-posts';
import { StaticPage } from '../../static-pages/components/static-page';

const dateFormat = new Intl.DateTimeFormat('es-PY', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
export const postDate = (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00Z`));

/** /blog: the shop's posts, newest first. */
export function BlogPage() {
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
