import { useEffect } from 'react';
import { Notification, useNotificationContext, useTranslate } from 'react-admin';
import { toast } from '../notify/toast';

/**
 * react-admin's notifications go to the app's toasts (one place, no duplicates with the request
 * layer's). Undoable ones stay with react-admin's own snackbar, which commits or undoes them.
 */
export function AppNotification() {
  const { notifications, setNotifications } = useNotificationContext();
  const translate = useTranslate();

  useEffect(() => {
    const plain = notifications.filter(
      (n) => !n.notificationOptions?.undoable && typeof n.message === 'string',
    );
    if (plain.length === 0) return;
    for (const { message, type, notificationOptions } of plain) {
      const text = translate(message as string, { _: message, ...notificationOptions?.messageArgs });
      toast(text, { type, duration: notificationOptions?.autoHideDuration ?? undefined });
    }
    setNotifications((all) => all.filter((n) => !plain.includes(n)));
  }, [notifications, setNotifications, translate]);

  return <Notification />;
}
