import { createRoot } from 'react-dom/client';
import { StandaloneShell } from '@botica/platform/app/standalone-shell';
import { pages } from './exposes/pages';

createRoot(document.getElementById('root')!).render(<StandaloneShell owner="catalog" pages={pages} />);
