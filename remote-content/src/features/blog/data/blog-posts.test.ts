import { describe, expect, it } from 'vitest';
import { BLOG_POSTS, findBlogPost, pickFooterPosts } from './blog-posts';

describe('blog posts', () => {
  it('has the seven static posts with unique ids', () => {
    expect(BLOG_POSTS).toHaveLength(7);
    expect(new Set(BLOG_POSTS.map((p) => p.id)).size).toBe(7);
  });
  it('finds a post by numeric id only', () => {
    expect(findBlogPost('1')?.title).toBe('¿Cómo eliminar mi cuenta?');
    expect(findBlogPost('abc')).toBeUndefined();
    expect(findBlogPost(99)).toBeUndefined();
  });
  it('picks five distinct posts among the latest ten', () => {
    const many = Array.from({ length: 14 }, (_, i) => ({ ...BLOG_POSTS[0]!, id: i + 1, created_at: `2023-01-${String(i + 10)}` }));
    const picked = pickFooterPosts(many, () => 0.42);
    expect(picked).toHaveLength(5);
    expect(new Set(picked.map((p) => p.id)).size).toBe(5);
    expect(picked.every((p) => p.id > 4)).toBe(true);
  });
});
