/** The bell's accessible name: 'Notifications', or 'Notifications, 2 unread'. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/** The number on the badge; it stays small ('99+'), the accessible name keeps the exact count. */
export function badgeText(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}
