import type { ToastType } from './toast';

/** react-admin's keys for a record saved: `ra.notification.created`, `resources.<name>.notifications.updated`, … */
const SAVED = /(^ra\.notification|\.notifications)\.(created|updated|deleted)$/;

/**
 * One colour per kind of event, whoever reports it: something the user did that succeeded is a
 * success (green), as the app's own notifications say it. react-admin reports the saves of its
 * create and edit pages as `info` (blue): they are successes too.
 */
export function toastTypeOf(type: ToastType, key: string): ToastType {
  return type === 'info' && SAVED.test(key) ? 'success' : type;
}
