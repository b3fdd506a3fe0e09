import { ImportPage } from './ImportPage';

/** Stores from a spreadsheet (/seller/store/import). */
export default function StoreImport() {
  return <ImportPage resource="store" />;
}
