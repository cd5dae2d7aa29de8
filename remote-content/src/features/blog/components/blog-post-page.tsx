import { Link, useParams } from '@botica/platform/router';
import { findBlogPost } from '../data/blog-posts';
import { ContentNotFound } from '../../static-pages/components/content-not-found';
import { StaticPage } from '../../static-pages/components/static-page';
import { postDate } from './blog-page';

/** /blog/{id}: a post by numeric id, or the not-found view. */
export function BlogPostPage() {
  const { id } = useParams();
  const post = findBlogPost(id);
  if (!post) return <ContentNotFound />;
  return (
    <StaticPage title={post.title} lead={post.description} testId="blog-post-page">
      <p className="ct-note">
        <time dateTime={post.created_at}>{postDate(post.created_at)}</time>
      </p>
      <img className="ct-blog-image" src={post.img} alt="" />
      {post.body.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
      {post.href !== `/blog/${post.id}` && (
        <p>
          <Link className="ct-button" to={post.href}>
            Ver la promoción
          </Link>
        </p>
      )}
      <p>
        <Link to="/blog">← Volver al blog</Link>
      </p>
    </StaticPage>
  );
}
