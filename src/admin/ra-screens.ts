/** react-admin's screens that src/admin/ra-views.tsx loads on demand. */
export { AccessDenied, AuthenticationError, Error, Notification } from 'react-admin';
