const received = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/** A submission's time as the UK team reads it ('25 Nov 2026, 22:40'). */
export function formatReceived(iso: string): string {
  return received.format(new Date(iso));
}
