import { moduleOf } from '../admin/registry';
import type { AppLinks } from '../common/app-links';
import { closeCreateTab } from '../layout/tabs/close-create-tab';
import { editAddressOf, resourcePath } from './match';

/** The app's pages as the shared page parts see them (src/common/app-links.tsx). */
export const APP_LINKS: AppLinks = {
  resourcePath,
  editAddressOf,
  fieldRefusalsOf: (resource) => moduleOf(resource)?.fieldRefusals,
  createSaved: closeCreateTab,
};
