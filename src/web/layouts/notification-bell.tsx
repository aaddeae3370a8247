import { Bell, Settings } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { MeResponse } from '../../shared/accounts/account-api';
import type { AppNotification } from '../../shared/marketplace/opportunity.schemas';
import { Button } from '../components/ui/button';
import { AppLink, useAppLocation } from '../lib/navigation/navigation';
import { badgeText, bellLabel } from '../lib/notifications/bell-text';
import { useNotifications } from '../lib/notifications/get-notifications';
import { useMarkNotificationsRead } from '../lib/notifications/mark-notifications-read';
import { canUseNotifications, notificationSettingsPathFor } from '../lib/notifications/notification-access';
import { useNotificationStream } from '../lib/notifications/use-notification-stream';
import { relativeTime } from '../lib/relative-time';
import { useMe } from '../lib/session/get-me';
import { formatDateTime } from '../lib/uk-dates';

function NotificationItem({ item, onOpen }: { item: AppNotification; onOpen: () => void }) {
  const unread = item.readAt === null;
  const content = (
    <>
      <span className="flex items-start gap-2">
        {unread ? (
          <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-700" />
        ) : null}
        <span className={`text-slate-900 ${unread ? 'font-semibold' : 'font-medium'}`}>
          {unread ? <span className="sr-only">Unread: </span> : null}
          {item.title}
        </span>
      </span>
      <span className="text-slate-700 text-sm">{item.body}</span>
      <time
        dateTime={item.createdAt}
        title={formatDateTime(item.createdAt)}
        className="text-slate-600 text-xs"
      >
        {relativeTime(item.createdAt)}
      </time>
    </>
  );
  const classes = 'flex flex-col gap-1 rounded-md px-3 py-2';
  return (
    <li>
      {item.link ? (
        <AppLink
          to={item.link}
          onClick={onOpen}
          className={`${classes} hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700`}
        >
          {content}
        </AppLink>
      ) : (
        <div className={classes}>{content}</div>
      )}
    </li>
  );
}

/** Announces new notifications to screen readers when the count goes up (not on the first load). */
function useArrivalAnnouncement(unread: number | undefined): string {
  const previous = useRef<number | undefined>(undefined);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (unread === undefined) return;
    if (previous.current !== undefined && unread > previous.current) {
      setMessage(unread === 1 ? 'You have 1 unread notification' : `You have ${unread} unread notifications`);
    }
    previous.current = unread;
  }, [unread]);
  return message;
}

/** Escape, a click elsewhere or a navigation closes the panel; Escape puts focus back on the bell. */
export function NotificationBell({ me }: { me: MeResponse }) {
  // On sign-out the header renders once more with the old session (the navigation to sign-in comes
  // first): the session in the cache, already cleared by then, decides, so the bell neither refetches
  // nor keeps its stream with a session being ended (the server would answer 401).
  const active = canUseNotifications(useMe({ enabled: false }).data ?? null);
  useNotificationStream(active);
  const notifications = useNotifications(active);
  const markRead = useMarkNotificationsRead();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const panelId = useId();
  const titleId = useId();
  const { key } = useAppLocation();
  const unread = notifications.data?.unread;
  const announcement = useArrivalAnnouncement(unread);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation (new key) closes the panel.
  useEffect(() => setOpen(false), [key]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const markAllRead = () => {
    // The button goes once nothing is unread: focus stays in the panel rather than falling to the page.
    panel.current?.focus();
    markRead.mutate(undefined);
  };
  const list = notifications.data?.notifications ?? [];

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        data-opens-over-page=""
        aria-controls={panelId}
        aria-label={bellLabel(unread ?? 0)}
        onClick={() => setOpen((value) => !value)}
        className="relative inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <Bell aria-hidden="true" className="size-6" />
        {unread ? (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 font-bold text-white text-xs"
          >
            {badgeText(unread)}
          </span>
        ) : null}
      </button>
      <span role="status" className="sr-only">
        {announcement}
      </span>
      {open ? (
        <section
          ref={panel}
          id={panelId}
          aria-labelledby={titleId}
          tabIndex={-1}
          className="absolute top-full right-0 z-50 mt-2 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-lg focus:outline-none"
        >
          <div className="flex items-center justify-between gap-2 px-1">
            <p id={titleId} className="font-semibold text-slate-900">
              Notifications
            </p>
            {unread ? (
              <Button variant="ghost" onClick={markAllRead} disabled={markRead.isPending}>
                Mark all as read
              </Button>
            ) : null}
          </div>
          {notifications.isPending ? (
            <p className="px-3 py-2 text-slate-700 text-sm">Loading notifications...</p>
          ) : notifications.isError ? (
            <div className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
              <p className="text-red-800">Failed to load notifications.</p>
              <Button variant="secondary" onClick={() => void notifications.refetch()}>
                Try again
              </Button>
            </div>
          ) : list.length === 0 ? (
            <p className="px-3 py-2 text-slate-700 text-sm">No notifications yet.</p>
          ) : (
            <ul aria-labelledby={titleId} className="flex max-h-[60vh] flex-col gap-1 overflow-y-auto">
              {list.map((item) => (
                <NotificationItem
                  key={item.id}
                  item={item}
                  onOpen={() => {
                    if (item.readAt === null) markRead.mutate([item.id]);
                  }}
                />
              ))}
            </ul>
          )}
          <AppLink
            to={notificationSettingsPathFor(me.profile)}
            className="flex min-h-10 items-center gap-2 rounded-md border-slate-200 border-t px-3 pt-2 text-brand-800 text-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <Settings aria-hidden="true" className="size-4" />
            Email notification settings
          </AppLink>
        </section>
      ) : null}
    </div>
  );
}
