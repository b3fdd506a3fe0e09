import { cloneElement, type ReactElement } from 'react';

/** A filter always on screen; the others are added from the Filter button (react-admin's `alwaysOn`). */
export const shownAlways = (filter: ReactElement) => cloneElement(filter as ReactElement<{ alwaysOn?: boolean }>, { alwaysOn: true });
