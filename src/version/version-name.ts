import type { RaRecord } from 'react-admin';

/** A version as people name it: its name and number (`POS Android 5.2.0`). */
export const versionName = (version: RaRecord) => `${version.name} ${version.version_no ?? ''}`.trim();
