import { useState } from 'react';

/**
 * Leaving the portal for a sign-in provider's page (signing in, or linking it in the settings): which
 * provider the browser is leaving for (its button spins, the others wait), and why starting failed.
 */
export function useLeaveForProvider<P extends string>() {
  const [leavingFor, setLeavingFor] = useState<P | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const leave = async (provider: P, start: () => Promise<{ url: string }>) => {
    setLeavingFor(provider);
    setFailure(null);
    try {
      const { url } = await start();
      window.location.assign(url);
    } catch (error) {
      setLeavingFor(null);
      setFailure(error);
    }
  };
  return { leavingFor, failure, leave };
}
