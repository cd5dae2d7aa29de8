import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearQueryCache } from '@botica/platform/data/query';
import { BlogPage } from './blog-page';
import { FooterBlogPosts } from './footer-blog-posts';

let params: Record<string, string> = {};
const fetched: string[] = [];
vi.mock('../api/blog-settings', async (original) => {
  const real = await original<typeof import('../api/blog-settings')>();
  return {
    ...real,
    fetchParameters: async () => params,
    fetchExternalPosts: async (apiUrl: string, exclude = '') => {
      fetched.push(`${apiUrl}|${exclude}`);
      return Array.from({ length: 10 }, (_, i) => ({
        id: 900 + i, title: `Entrada externa ${i}`, href: `https://blog.example/entrada-${i}`, img: '', thumbail: '', description: '', created_at: '2026-11-01', body: [],
      }));
    },
  };
});

afterEach(() => {
  // the parameters are read once per page: each case is a new page
  clearQueryCache();
  params = {};
  fetched.length = 0;
  vi.unstubAllGlobals();
});

const inRouter = (ui: React.ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('the external blog (spec 002 §2.7, §2.11, §7)', () => {
  it('with BLOG_URL, /blog sends the browser to the external blog', async () => {
    params = { BLOG_URL: 'https://blog.example/' };
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    inRouter(<BlogPage />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith('https://blog.example/'));
  });

  it('without it, /blog lists the local posts', async () => {
    inRouter(<BlogPage />);
    expect(await screen.findByTestId('blog-page')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
  });

  it('with BLOG_API_URL, the footer shows 5 of the external latest posts, the excluded categories passed on', async () => {
    params = { BLOG_API_URL: 'https://blog.example', BLOG_CATEGORIAS_EXCLUIDAS: '3,7' };
    inRouter(
      <ul>
        <FooterBlogPosts />
      </ul>,
    );
    await waitFor(() => expect(screen.getAllByRole('link').every((a) => a.getAttribute('href')!.startsWith('https://blog.example/'))).toBe(true));
    expect(screen.getAllByRole('link')).toHaveLength(5);
    expect(fetched).toEqual(['https://blog.example|3,7']);
  });

  it('without it, the footer keeps 5 local posts and asks no external blog', async () => {
    inRouter(
      <ul>
        <FooterBlogPosts />
      </ul>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(5);
    await new Promise((r) => setTimeout(r, 50));
    expect(fetched).toEqual([]);
  });
});
