import { lazy } from 'react';

/**
 * react-admin's error screen and undo notification, loaded when one shows: the shell imports
 * react-admin's core (ra-core) alone, since react-admin's index reaches every input and field, which
 * the bundler would then load with the first screen (docs/ui.md, "Loading").
 */
export const ErrorView = lazy(() => import('./ra-screens').then((m) => ({ default: m.Error })));
export const UndoableNotification = lazy(() => import('./ra-screens').then((m) => ({ default: m.Notification })));
