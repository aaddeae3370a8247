const ukTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/** An instant as the UK team reads it ('25 Nov 2026, 22:40'). */
export function formatAdminTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : ukTime.format(date);
}
