import { describe, expect, it } from 'vitest';
import { blogOrigin } from './blog';

describe("the external blog's origin", () => {
  it('is the origin of BLOG_API_URL, and nothing else', () => {
    expect(blogOrigin({ BLOG_API_URL: 'https://blog.botica.com.py/wp/' })).toBe('https://blog.botica.com.py');
    expect(blogOrigin({ BLOG_API_URL: 'http://127.0.0.1:8123' })).toBe('http://127.0.0.1:8123');
  });
  it('is none without the parameter, or when it is not an http(s) URL', () => {
    expect(blogOrigin(undefined)).toBeNull();
    expect(blogOrigin({})).toBeNull();
    expect(blogOrigin({ BLOG_API_URL: '' })).toBeNull();
    expect(blogOrigin({ BLOG_API_URL: 'no es una url' })).toBeNull();
    expect(blogOrigin({ BLOG_API_URL: 'javascript:alert(1)' })).toBeNull();
  });
});
