import { useEffect, useState } from 'react';
import { useQuery } from '@botica/platform/data/query';
import { Link } from '@botica/platform/router';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';
import { BLOG_PARAMS, fetchExternalPosts, fetchParameters } from '../api/blog-settings';
import { BLOG_POSTS, type BlogPost, pickFooterPosts } from '../data/blog-posts';

/**
 * The footer's blog items: five posts chosen at random from the latest ten (the external blog's when configured,
 * else the local ones; a failed fetch is logged and the local posts stay); the host draws the list around them.
 */
export function FooterBlogPosts() {
  const params = useQuery(catalogQueries.parameters(), fetchParameters, { revalidateOnFocus: false }).data;
  const apiUrl = params?.[BLOG_PARAMS.api];
  const exclude = params?.[BLOG_PARAMS.exclude];
  const [posts, setPosts] = useState<BlogPost[]>(() => pickFooterPosts(BLOG_POSTS));
  useEffect(() => {
    if (!apiUrl) return;
    let live = true;
    fetchExternalPosts(apiUrl, exclude).then(
      (found) => live && found.length > 0 && setPosts(pickFooterPosts(found)),
      (error: unknown) => console.warn('[blog]', error),
    );
    return () => {
      live = false;
    };
  }, [apiUrl, exclude]);
  return (
    <>
      {posts.map((post) => (
        <li key={post.id}>{/^https?:/.test(post.href) ? <a href={post.href}>{post.title}</a> : <Link to={post.href}>{post.title}</Link>}</li>
      ))}
    </>
  );
}
