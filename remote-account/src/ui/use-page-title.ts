import { useEffect } from 'react';

export function usePageTitle(title: string): void {
  useEffect(() => {
    const before = document.title;
    document.title = `${title} | Botica Guaraní`;
    return () => {
      document.title = before;
    };
  }, [title]);
}
