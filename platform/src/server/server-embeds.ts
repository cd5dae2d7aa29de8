import { createElement, Fragment, type ReactNode, useId } from 'react';
import { EmbeddedFragment, type EmbeddedFragmentProps, FragmentRendererContext, type FragmentRenderer } from '../fragments';
import type { EmbedRequest } from './embedded-fragments';

/**
 * For a remote's server render: the fragment renderer that writes each embedded fragment's place as the browser-only
 * boundary it is without a host, between the marks the host fills (./embedded-fragments.ts), and collects what each
 * place embeds. `wrap` puts the renderer around the page; `embeds()` gives the places once the page is drawn.
 */
export function serverEmbeds(): { wrap: (page: ReactNode) => ReactNode; embeds: () => EmbedRequest[] } {
  // by React's id of the place: a subtree drawn again (a retry after a suspension) names its place once
  const found = new Map<string, EmbedRequest>();
  function ServerEmbeddedFragment(props: EmbeddedFragmentProps<never, never, never>): ReactNode {
    const place = useId();
    let embed = found.get(place);
    if (!embed) {
      embed = { id: `e${found.size}`, remote: props.remote, module: props.module, exportName: props.exportName, props: props.props };
      found.set(place, embed);
    }
    return createElement(
      Fragment,
      null,
      createElement('template', { 'data-botica-embed': embed.id }),
      // without a renderer, the boundary the browser fills (what the host leaves when it cannot draw the fragment)
      createElement(FragmentRendererContext.Provider, { value: null }, createElement(EmbeddedFragment, props)),
      createElement('template', { 'data-botica-embed-end': embed.id }),
    );
  }
  const renderer = ServerEmbeddedFragment as FragmentRenderer;
  return {
    wrap: (page) => createElement(FragmentRendererContext.Provider, { value: renderer }, page),
    embeds: () => [...found.values()],
  };
}
