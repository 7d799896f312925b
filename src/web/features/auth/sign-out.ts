import { api } from '../../app/api.ts';
import { queryClient } from '../../app/query-client.ts';
import { forgetThisDevice } from '../notifications/push-device.ts';

/**
 * Spec section 4: sign-out closes the server session and resets all state except app, ui and i18n
 * (those live outside the query cache), then shows the sign-in page.
 */
export async function signOut(): Promise<void> {
  try {
    // while the session still lets it remove this browser's push device
    await forgetThisDevice();
    await api.post('/api/logout');
  } finally {
    queryClient.clear();
    // imported here: the router imports the pages that call signOut
    const { router } = await import('../../app/router.tsx');
    await router.navigate('/login', { replace: true });
  }
}
