import { Suspense, useEffect, useMemo } from 'react';
import { NotificationContext, useNotificationContext, useTranslate, type NotificationPayload } from 'ra-core';
import { isQuieted, toast } from '../notify/toast';
import { toastTypeOf } from '../notify/toast-type';
import { UndoableNotification } from './ra-views';

const isUndoable = (n: NotificationPayload) => !!n.notificationOptions?.undoable;

/**
 * react-admin's notifications go to the app's toasts (one place, no duplicates with the request
 * layer's). Undoable ones stay with react-admin's own snackbar, which commits or undoes them: it
 * only ever sees those.
 */
export function AppNotification() {
  const context = useNotificationContext();
  const { notifications, setNotifications } = context;
  const translate = useTranslate();

  useEffect(() => {
    const plain = notifications.filter((n) => !isUndoable(n));
    if (plain.length === 0) return;
    for (const { message, type, notificationOptions } of plain) {
      const text = typeof message === 'string' ? translate(message, { _: message, ...notificationOptions?.messageArgs }) : '';
      // An API error the request layer keeps quiet (docs/api.md) stays quiet when a page reports it too.
      if (text && !(type === 'error' && isQuieted(text)))
        toast(text, {
          type: toastTypeOf(type, typeof message === 'string' ? message : ''),
          duration: notificationOptions?.autoHideDuration ?? undefined,
        });
    }
    setNotifications((all) => all.filter((n) => !plain.includes(n)));
  }, [notifications, setNotifications, translate]);

  const undoable = useMemo(() => {
    const list = notifications.filter(isUndoable);
    return {
      ...context,
      notifications: list,
      takeNotification() {
        const [first] = list;
        if (first) setNotifications((all) => all.filter((n) => n !== first));
        return first;
      },
    };
  }, [context, notifications, setNotifications]);

  if (undoable.notifications.length === 0) return null;
  return (
    <NotificationContext.Provider value={undoable}>
      <Suspense fallback={null}>
        <UndoableNotification />
      </Suspense>
    </NotificationContext.Provider>
  );
}
