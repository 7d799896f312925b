import { DataExportCard } from './DataExportCard.tsx';
import { personalExportUrl } from './data-export-calls.ts';

/** The account settings' "Download your data": the signed-in user's own data. */
export function PersonalDataExportCard() {
  return <DataExportCard kind="user" url={personalExportUrl} />;
}
