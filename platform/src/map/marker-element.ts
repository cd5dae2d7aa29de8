import type { MarkerId } from './map-engine';

const PIN_SVG =
  '<svg viewBox="0 0 24 32" width="100%" height="100%" aria-hidden="true" focusable="false">' +
  '<path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z" fill="currentColor"/>' +
  '<circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>';

const COLOR = '#0f766e';
const SELECTED_COLOR = '#c2410c';

/** A marker is a button (focusable, named), styled inline so no stylesheet of the page can change it. */
export function markerElement(title: string, id: MarkerId, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = 'shop-map-marker';
  element.title = title;
  element.setAttribute('aria-label', title);
  element.dataset.markerId = String(id);
  element.innerHTML = PIN_SVG;
  Object.assign(element.style, { width: '26px', height: '34px', padding: '0', border: '0', background: 'none', cursor: 'pointer' });
  setMarkerSelected(element, false);
  element.addEventListener('click', (event) => {
    event.stopPropagation();
    onClick();
  });
  return element;
}

export function setMarkerSelected(element: HTMLElement, selected: boolean): void {
  element.dataset.selected = selected ? 'true' : 'false';
  element.setAttribute('aria-pressed', selected ? 'true' : 'false');
  element.style.color = selected ? SELECTED_COLOR : COLOR;
  element.style.zIndex = selected ? '2' : '1';
}
