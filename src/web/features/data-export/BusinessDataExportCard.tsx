import { roleMay, type SupplierRole } from '../../../domain/roles.ts';
import { DataExportCard } from './DataExportCard.tsx';
import { businessExportUrl } from './data-export-calls.ts';

/** The business settings' "Download the business's data", shown to the business's admins only (the server's rule). */
export function BusinessDataExportCard({ supplier }: { supplier: { id: string; name: string; role: SupplierRole } }) {
  if (!roleMay(supplier.role, 'dataExport')) return null;
  return <DataExportCard kind="business" url={businessExportUrl(supplier.id)} supplierName={supplier.name} />;
}
