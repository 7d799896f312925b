import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { safeNextPath } from '../../../domain/post-login-redirect.ts';

/** `path` carrying on the page to come back to after signing in. */
export const withNext = (path: string, next: string | undefined) =>
  next ? `${path}?next=${encodeURIComponent(next)}` : path;

/**
 * What sign-in and sign-up share: the same-origin `next` page the URL asks for, and `enter`, which
 * goes into the portal once the session is open (the cached signed-out viewer is dropped first).
 */
export function useEnterPortal(): { next: string | undefined; enter: (path: string) => Promise<void> } {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return {
    next: safeNextPath(params.get('next')) ?? undefined,
    enter: async (path) => {
      queryClient.clear();
      await navigate(path, { replace: true });
    },
  };
}
