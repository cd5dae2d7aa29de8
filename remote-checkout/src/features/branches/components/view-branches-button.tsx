import { useState } from 'react';
import type { Branch } from '@botica/shared-contracts/geo/entities';
import { getBranches } from '../api';
import { BranchMapModal } from './branch-map-modal';

/** 'Ver sucursales': loads the branches (once per page) and opens the map modal; choosing one closes it. */
export function ViewBranchesButton({ selectedCodigo, onSelect }: { selectedCodigo?: number | null; onSelect: (branch: Branch) => void }) {
  const [branches, setBranches] = useState<Branch[] | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);

  const show = async () => {
    setLoading(true);
    try {
      setBranches(await getBranches());
      setOpen(true);
    } catch {
      // the API client already told the shopper
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <button type="button" className="ck-link" onClick={show} disabled={loading} aria-busy={loading}>
        Ver sucursales
      </button>
      <BranchMapModal
        open={open && branches !== null}
        branches={branches ?? []}
        selectedCodigo={selectedCodigo}
        onClose={() => setOpen(false)}
        onSelect={(branch) => {
          setOpen(false);
          onSelect(branch);
        }}
      />
    </>
  );
}
