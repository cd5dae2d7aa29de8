import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { clearQueryCache, useQuery } from '@botica/platform/data/query';
import { cacheKey, cacheKeyPrefix } from '@botica/shared-contracts/http/query-key';
import { SERVER_DATA_ELEMENT_ID, seedFromServerRender } from './server-data';

function Probe({ id }: { id: string }) {
  const { data, loading } = useQuery(cacheKey<string>(id), () => new Promise<string>(() => undefined));
  return <output>{loading ? 'cargando' : data}</output>;
}

const embed = (text: string) => {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SERVER_DATA_ELEMENT_ID;
  script.textContent = text;
  document.body.append(script);
};

describe('seedFromServerRender', () => {
  afterEach(() => {
    document.getElementById(SERVER_DATA_ELEMENT_ID)?.remove();
    clearQueryCache(cacheKeyPrefix('ssr-test:'));
  });

  it('lets the first render show the data the server rendered with', () => {
    embed(JSON.stringify({ 'ssr-test:a': 'Banner del servidor' }));
    seedFromServerRender();
    render(<Probe id="ssr-test:a" />);
    expect(screen.getByRole('status')).toHaveTextContent('Banner del servidor');
  });

  it('ignores a damaged element', () => {
    embed('{no es json');
    seedFromServerRender();
    render(<Probe id="ssr-test:b" />);
    expect(screen.getByRole('status')).toHaveTextContent('cargando');
  });
});
