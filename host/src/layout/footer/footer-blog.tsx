import { useEffect, useRef, useState } from 'react';
import { RemoteFragment } from '../../remotes/remote-fragment';

/** True once the element has come into view; the content it gates is not downloaded before that. */
function useSeen<T extends Element>() {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (seen || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen] as const;
}

/**
 * Recent blog posts, from the content remote (the blog's owner), loaded when the footer comes into view: the
 * first screen of a page never waits for, nor downloads, the blog.
 */
export function FooterBlog() {
  const [ref, seen] = useSeen<HTMLUListElement>();
  return (
    <ul className="bg-footer-list" data-testid="footer-blog" ref={ref}>
      {seen ? <RemoteFragment remote="content" module="footer-blog" exportName="FooterBlogPosts" fallback={null} /> : null}
    </ul>
  );
}
