import type { ResourceName } from '../../resources';
import type { ResourceModule } from './types';

export interface RegisteredResource extends ResourceModule {
  name: ResourceName;
}

/** Every `src/<name>/resource.ts`: adding a resource's folder registers it, its name is the folder's. */
const modules = import.meta.glob<ResourceModule>('../*/resource.ts', { eager: true, import: 'default' });

/** The web app's resources, in menu order. */
export const RESOURCE_MODULES: readonly RegisteredResource[] = Object.entries(modules)
  .map(([file, module]) => ({ ...module, name: file.split('/')[1] as ResourceName }))
  .sort((a, b) => a.route.order - b.route.order);

export function moduleOf(name: string): RegisteredResource | undefined {
  return RESOURCE_MODULES.find((module) => module.name === name);
}
