/** react-admin's screens that src/admin/ra-views.tsx loads on demand. */
export { Error, Notification } from 'react-admin';
