/** Mantine's Notifications alone, for App's dynamic import: a chunk without the store the snackbar writes to. */
export { Notifications } from '@mantine/notifications';
