import { LogoutOnMount, ResourceDefinitionContextProvider, useAuthState, type ResourceDefinitions } from 'ra-core';
import { ErrorBoundary } from '../common/ErrorBoundary';
import { AppLayout } from '../layout/AppLayout';
import { ShellSkeleton } from '../layout/ShellSkeleton';
import { ErrorView } from './ra-views';
import type { RegisteredResource } from './registry';

/** react-admin's view of each resource (what `<Resource>` would register), made once from the registry. */
export function resourceDefinitions(modules: readonly RegisteredResource[]): ResourceDefinitions {
  return Object.fromEntries(
    modules.map((module) => [
      module.name,
      {
        name: module.name,
        hasList: !!module.list,
        hasCreate: !!module.create,
        hasEdit: !!module.edit,
        hasShow: false,
        icon: module.icon,
        recordRepresentation: module.recordRepresentation,
      },
    ]),
  );
}

/**
 * What react-admin's `CoreAdminUI` did for the app, without its routes: the session checked (the
 * shell's shape meanwhile, the login page when it is over), the resources known at once rather than
 * registered by effects, and a render error shown as react-admin's error screen.
 */
export function AdminShell({ definitions }: { definitions: ResourceDefinitions }) {
  return (
    <ResourceDefinitionContextProvider definitions={definitions}>
      <ErrorBoundary fallback={(error, reset, info) => <ErrorView error={error} errorInfo={info} resetErrorBoundary={reset} />}>
        <SignedInShell />
      </ErrorBoundary>
    </ResourceDefinitionContextProvider>
  );
}

function SignedInShell() {
  const { authenticated, isPending } = useAuthState(undefined, false);
  if (isPending) return <ShellSkeleton />;
  if (!authenticated) return <LogoutOnMount />;
  return <AppLayout />;
}
