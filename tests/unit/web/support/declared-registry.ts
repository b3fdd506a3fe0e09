/**
 * The web app's registry with a resource declared in the tests (tests/support/declared-resource.ts)
 * added as a folder resources/<name>/ would add it: what a test's `vi.mock` of src/admin/registry answers.
 */
import type * as Registry from '../../../../src/admin/registry';
import { promotion, terminal } from '../../../support/declared-resource';

const DECLARED = { promotion, terminal };

export function registryWith(registry: typeof Registry, name: keyof typeof DECLARED): typeof Registry {
  const declared = DECLARED[name];
  const modules = registry.withDeclared(registry.RESOURCE_MODULES, name, declared.messages, async () => declared);
  return { ...registry, RESOURCE_MODULES: modules, moduleOf: (asked: string) => modules.find((module) => module.name === asked) };
}
