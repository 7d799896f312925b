import { useSyncExternalStore } from 'react';

/** Chromium's event (not in TypeScript's DOM types): the browser could install the portal and lets the page ask. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

const answeredKey = 'portal.installOffer';

export interface InstallOffer {
  /** Whether to offer installing now: the browser lets the page ask, and the person has never answered. */
  offered(): boolean;
  subscribe(listener: () => void): () => void;
  /** Shows the browser's install dialog; whatever the answer, the offer is not made again. */
  install(): Promise<void>;
  /** "Not now": the offer is not made again. */
  decline(): void;
}

/**
 * @internal exported for its test; the app uses the one captureInstallPrompt makes.
 *
 * The once-only install offer (docs/decisions/web.md, "Installable app"). The browser's `beforeinstallprompt` is kept
 * (and its own mini-infobar held back) while the person has not answered; after Install, Not now or an install by
 * other means (`appinstalled`) the answer is kept in storage and the browser's event is left alone for good.
 */
export function createInstallOffer(target: EventTarget, storage: Storage | null): InstallOffer {
  let prompt: BeforeInstallPromptEvent | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const answered = () => {
    try {
      return storage?.getItem(answeredKey) != null;
    } catch {
      return false;
    }
  };
  const remember = (answer: string) => {
    try {
      storage?.setItem(answeredKey, answer);
    } catch {
      // storage blocked: the offer is gone for this page only
    }
    prompt = null;
    notify();
  };

  target.addEventListener('beforeinstallprompt', (event) => {
    if (answered()) return;
    event.preventDefault();
    prompt = event as BeforeInstallPromptEvent;
    notify();
  });
  target.addEventListener('appinstalled', () => remember('installed'));

  return {
    offered: () => prompt !== null && !answered(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async install() {
      const event = prompt;
      if (!event) return;
      remember('asked');
      try {
        await event.prompt();
        remember((await event.userChoice).outcome);
      } catch {
        // the browser would not show its dialog (already shown, or installed meanwhile): asked is the answer kept
      }
    },
    decline: () => remember('dismissed'),
  };
}

function localStorageOrNull(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

let offer: InstallOffer | undefined;

/** Starts listening for the browser's install event; called first thing (main.tsx), as the event may come early. */
export function captureInstallPrompt(): void {
  offer ??= createInstallOffer(window, localStorageOrNull());
}

const never = () => () => undefined;

/** The install offer, or null while none is to be made (no event from the browser, or already answered). */
export function useInstallOffer(): InstallOffer | null {
  const offered = useSyncExternalStore(offer?.subscribe ?? never, () => offer?.offered() ?? false);
  return offered ? (offer ?? null) : null;
}
