import { useState } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationPickerModal } from './location-picker-modal';

// The map engine needs WebGL (the e2e suite draws it in Chromium); here a stand-in with the map's own control and a
// click that places a point.
vi.mock('@botica/platform/map/shop-map', () => ({
  ShopMap: (props: { label: string; onMapClick: (p: { lat: number; lng: number }) => void }) => (
    <div role="region" aria-label={props.label}>
      <button type="button" onClick={() => props.onMapClick({ lat: -25.3, lng: -57.6 })}>
        Acercar
      </button>
    </div>
  ),
}));

function RentalForm({ onSave = () => {} }: { onSave?: () => void }) {
  const [picking, setPicking] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setPicking(true)}>
        Elegir en el mapa
      </button>
      {picking && (
        <LocationPickerModal
          initial={null}
          onCancel={() => setPicking(false)}
          onSave={() => {
            onSave();
            setPicking(false);
          }}
        />
      )}
    </>
  );
}

afterEach(cleanup);

describe('LocationPickerModal keyboard', () => {
  it('takes the focus, keeps Tab inside, cancels with Escape and gives the focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<RentalForm />);
    const opener = screen.getByRole('button', { name: 'Elegir en el mapa' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Seleccione una dirección' });
    await waitFor(() => expect(dialog).toHaveFocus());
    // the map arrives with its own code: its control is there before the keyboard walks the dialog
    await screen.findByRole('button', { name: 'Acercar' });

    // the map's control, 'Cancelar' ('Guardar dirección' waits for a point), then around again
    await user.tab();
    expect(screen.getByRole('button', { name: 'Acercar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Acercar' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("saves with the keyboard once a point is placed and gives the focus back", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<RentalForm onSave={onSave} />);
    const opener = screen.getByRole('button', { name: 'Elegir en el mapa' });
    await user.click(opener);
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Acercar' }));
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Guardar dirección' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
