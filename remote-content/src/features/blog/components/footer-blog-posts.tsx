import { useMemo } from 'react';
import { Link } from '@botica/platform/router';
import { BLOG_POSTS, pickFooterPosts } from '../data/blog-posts';

/** The footer's blog items: five posts chosen at random from the latest ten; the host draws the list around them. */
export function FooterBlogPosts() {
  const posts = useMemo(() => pickFooterPosts(BLOG_POSTS), []);
  return (
    <>
      {posts.map((post) => (
        <li key={post.id}>
          <Link to={post.href}>{post.title}</Link>
        </li>
      ))}
    </>
  );
}
