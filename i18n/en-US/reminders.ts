/** The reminders: the bell's panel, its settings dialog and the digest email (late texts, i18n/late.ts). */
export default {
  app: {
    reminders: {
      title: 'Reminders',
      empty: 'Nothing to remind you of.',
      mark_all_read: 'Mark all read',
      mark_read: 'Mark read',
      more: 'and %{count} more',
      expiring: '%{count} licence(s) end on %{day} (within %{window} days)',
      expired: '%{count} licence(s) ended on %{day}',
      quota_low: '%{org}: %{balance} accounts left, below %{threshold}',
      sms_low: '%{org}: SMS balance %{balance}, below %{threshold}',
      open_list: 'Show in the store list',
      settings: {
        title: 'Reminder settings',
        dealer: 'Your dealer',
        quota_threshold: 'Remind when unused accounts fall below',
        sms_threshold: 'Remind when the SMS balance falls below',
        threshold_hint: '0: never',
        digest_time: 'Daily digest at (%{timezone})',
        digest: 'Email me a daily digest of these reminders',
        digest_hint: 'Sent to %{email} in the language of this page, daily at %{time} (%{timezone}).',
        no_email: 'Your account has no email address: add one to receive the digest.',
        unavailable: 'Emails are not set up on this server: the operator has not configured a mail server, so no digest is sent.',
        save: 'Save',
        saved: 'Reminder settings saved',
      },
      email: {
        subject: 'Reminders for %{org}, %{day}',
        greeting: 'Hello %{name},',
        intro: 'Your reminders of %{day}:',
        none: 'Nothing to remind you of today.',
        footer: 'You receive this email because you chose the daily digest in your profile (Reminder settings).',
      },
    },
  },
};
