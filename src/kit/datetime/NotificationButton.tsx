import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../Button';

export type NotificationState = NotificationPermission | 'unsupported';

const supported = () => typeof Notification !== 'undefined';

/** Shows a system notification, if the user has allowed them; otherwise nothing. */
export function notify(title: string, body: string, tag: string): void {
  if (supported() && Notification.permission === 'granted') new Notification(title, { body, tag });
}

/** Whether this site may notify, and how to change it once the user asks. */
export function useNotificationPermission(): [NotificationState, (permission: NotificationPermission) => void] {
  return useState<NotificationState>(() => (supported() ? Notification.permission : 'unsupported'));
}

const QUIET = 'self-center text-sm text-gray-700 dark:text-gray-300';

/**
 * Asks for permission to notify, only when the user presses it ("{children}"); says where it stands
 * otherwise, and is absent where the browser has no notifications.
 */
export function NotificationButton({
  permission,
  onChange,
  granted,
  children,
}: {
  permission: NotificationState;
  onChange: (permission: NotificationPermission) => void;
  /** What the user is told once notifications are allowed. */
  granted: string;
  children: string;
}) {
  if (permission === 'unsupported') return null;
  if (permission === 'granted') return <span className={QUIET}>{granted}</span>;
  if (permission === 'denied')
    return <span className={QUIET}>Notifications are blocked for this site in the browser’s settings.</span>;
  return (
    <Button
      icon={<Bell aria-hidden className="h-4 w-4" />}
      onClick={() => {
        void Notification.requestPermission().then(onChange);
      }}
    >
      {children}
    </Button>
  );
}
