/** The notifications bell of the top bar and its menu. */
export const notificationsBellCopy = {
  notifications: 'Notificaciones',
  noNotifications: 'No tienes notificaciones',
  markAllRead: 'Marcar todo como leído',
  // The count stays a word of the name, outside parentheses: axe (label-content-name-mismatch) reads the badge's
  // visible figure and drops parenthesised text from the name.
  notificationsUnread: 'Notificaciones: {count} sin leer',
} as const;
