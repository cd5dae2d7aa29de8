import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Branch } from '@botica/shared-contracts/geo/entities';
import { BranchMapModal } from './branch-map-modal';

// The map engine needs WebGL (the e2e suite draws it in Chromium); here a stand-in renders what the
// shop's map shows: a button per marker and the selected marker's popup.
vi.mock('@botica/platform/map/shop-map', () => ({
  ShopMap: (props: {
    markers: { id: number; title: string; popup?: ReactNode }[];
    selectedId: number | null;
    onSelect: (id: number) => void;
  }) => (
    <div data-testid="shop-map">
      {props.markers.map((m) => (
        <button key={m.id} type="button" data-marker-id={m.id} aria-label={m.title} onClick={() => props.onSelect(m.id)} />
      ))}
      {props.markers.find((m) => m.id === props.selectedId)?.popup}
    </div>
  ),
}));

const week = (inicio: string, fin: string) =>
  [1, 2, 3, 4, 5, 6, 7].map((dia) => ({ dia, horaInicioMostrador: inicio, horaFinMostrador: fin, horaInicioDelivery: null, horaFinDelivery: null }));
const branch = (codigo: number, numero: number, direccion: string, ciudad: string, departamento: string, horarios = week('07:00', '21:00')): Branch => ({
  codigo,
  numero,
  descripcion: `PUNTO ${numero}`,
  direccion,
  latitud: -25.3,
  longitud: -57.6,
  horarios,
  ciudad,
  departamento,
  ciudadCodigo: 1,
  departamentoCodigo: 1,
});
const BRANCHES = [
  branch(1001, 1, 'Colón esq. Avda. Félix Bogado', 'Asunción', 'Asunción'),
  branch(1012, 12, 'Mcal. López c/ Brasilia', 'San Lorenzo', 'Central', week('08:00', '11:30')),
  branch(1120, 120, 'Ruta PY02 km 20', 'Capiatá', 'Central'),
];
/** Monday 10:00 in Paraguay. */
const NOW = new Date('2026-11-23T10:00:00-03:00');

function renderModal(onSelect = vi.fn()) {
  render(<BranchMapModal open branches={BRANCHES} onSelect={onSelect} onClose={vi.fn()} now={NOW} />);
  const dialog = screen.getByRole('dialog', { name: 'Sucursales' });
  const list = within(dialog).getByRole('list', { name: 'Sucursales encontradas' });
  const map = within(dialog).getByTestId('shop-map');
  return { dialog, list, map, onSelect };
}

describe('BranchMapModal', () => {
  it('lists every branch with its marker and open status until a search narrows them', async () => {
    const { list, map } = renderModal();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(map.querySelectorAll('[data-marker-id]')).toHaveLength(3);
    expect(within(list).getByRole('button', { name: /^PUNTO 12(?!\d)/ })).toHaveTextContent('Cierra a las 11:30');
    expect(within(list).getByRole('button', { name: /^PUNTO 1(?!\d)/ })).toHaveTextContent('Abierto');

    const search = screen.getByRole('searchbox', { name: 'Buscar sucursal' });
    await userEvent.type(search, 'Cen');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.type(search, 't');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('PUNTO 12'),
      expect.stringContaining('PUNTO 120'),
    ]);
    expect(map.querySelectorAll('[data-marker-id]')).toHaveLength(2);

    await userEvent.clear(search);
    await userEvent.type(search, 'Luque');
    expect(screen.getByRole('status')).toHaveTextContent('No se encontro sucursal con Luque');
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('opens the branch a numeric search finds and selects it from its popup', async () => {
    const { map, onSelect } = renderModal();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar sucursal' }), '120');
    const popup = within(map).getByTestId('branch-popup');
    expect(popup).toHaveTextContent('PUNTO 120');
    expect(popup).toHaveTextContent('Ruta PY02 km 20');
    expect(popup).toHaveTextContent('Abierto');
    expect(popup).toHaveTextContent('Lunes07:00 a 21:00');
    await userEvent.click(within(popup).getByRole('button', { name: 'Seleccionar sucursal' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ codigo: 1120, numero: 120 }));
  });

  it('opens a popup from a marker or the list', async () => {
    const { list, map, onSelect } = renderModal();
    expect(within(map).queryByTestId('branch-popup')).toBeNull();
    await userEvent.click(within(map).getByRole('button', { name: /PUNTO 12 —/ }));
    expect(within(map).getByTestId('branch-popup')).toHaveTextContent('PUNTO 12');
    await userEvent.click(within(list).getByRole('button', { name: /^PUNTO 1(?!\d)/ }));
    const popup = within(map).getByTestId('branch-popup');
    expect(popup).toHaveTextContent('Colón esq. Avda. Félix Bogado');
    await userEvent.click(within(popup).getByRole('button', { name: 'Seleccionar sucursal' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ codigo: 1001 }));
  });
});
