import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { retryUntilSet } from '../../../domain/help/help-widget.ts';
import type { HelpWidget } from '../../../domain/help/help-api.ts';
import { api } from '../../app/api.ts';

/** Zendesk's Web Widget API, once its script has run. */
type ZendeskApi = (widget: 'webWidget', command: string, value?: string) => void;
const zendesk = () => (window as { zE?: ZendeskApi }).zE;
const scriptId = 'ze-snippet';

/**
 * The outside help widget when HELP_WIDGET_SCRIPT_URL is configured (Zendesk's Web Widget): its script added
 * once, and its locale set to the user's language by the spec's rule (up to 10 retries, 1 second apart: the
 * script defines its API some time after it loads). Answers how to open it, or null: the portal's own panel.
 */
export function useOutsideHelpWidget(locale: string): (() => void) | null {
  const { data } = useQuery({
    queryKey: ['help-widget'],
    queryFn: () => api.get<HelpWidget>('/api/help/widget'),
    staleTime: Infinity,
  });
  const scriptUrl = data?.scriptUrl ?? null;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!scriptUrl) return;
    if (!document.getElementById(scriptId)) {
      const script = Object.assign(document.createElement('script'), { id: scriptId, src: scriptUrl, async: true });
      document.head.append(script);
    }
    let cancelled = false;
    // the retries end by themselves; a widget that never answers keeps its own language
    void retryUntilSet(
      () => {
        const api = zendesk();
        api?.('webWidget', 'setLocale', locale);
        return api !== undefined;
      },
      undefined,
      undefined,
      () => cancelled,
    ).then((set) => !cancelled && setReady(set));
    return () => {
      cancelled = true;
    };
  }, [scriptUrl, locale]);
  return ready ? () => zendesk()?.('webWidget', 'open') : null;
}
