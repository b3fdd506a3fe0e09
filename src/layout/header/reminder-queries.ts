/** The react-query keys of the reminders: the bell's unread count and the panel's list. */
export const UNREAD_KEY = ['reminder_unread'];
export const LIST_KEY = ['reminder_list'];
