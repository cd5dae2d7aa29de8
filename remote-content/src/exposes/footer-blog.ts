// The footer's recent blog posts, for the host's footer (the blog's content lives here only).
export { FooterBlogPosts } from '../features/blog/components/footer-blog-posts';
