const received = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

export function formatReceived(iso: string): string {
  return received.format(new Date(iso));
}
