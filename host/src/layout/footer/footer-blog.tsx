import { useMemo } from 'react';
import { Link } from '@botica/shared-contracts/router';
import { BLOG_POSTS, pickFooterPosts } from '@botica/shared-contracts/content/blog-posts';

/** Five posts chosen at random from the latest ten. */
export function FooterBlog() {
  const posts = useMemo(() => pickFooterPosts(BLOG_POSTS), []);
  return (
    <ul className="bg-footer-list" data-testid="footer-blog">
      {posts.map((post) => (
        <li key={post.id}>
          <Link to={post.href}>{post.title}</Link>
        </li>
      ))}
    </ul>
  );
}
