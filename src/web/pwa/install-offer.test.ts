import { describe, expect, it, vi } from 'vitest';
import { createInstallOffer } from './install-offer.ts';

class InstallPromptEvent extends Event {
  prompt = vi.fn(async () => undefined);
  constructor(readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>) {
    super('beforeinstallprompt', { cancelable: true });
  }
}

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('the once-only install offer', () => {
  it('offers nothing until the browser lets the page ask', () => {
    const offer = createInstallOffer(new EventTarget(), memoryStorage());
    expect(offer.offered()).toBe(false);
  });

  it("holds the browser's own prompt back and offers installing, telling the card", () => {
    const window = new EventTarget();
    const offer = createInstallOffer(window, memoryStorage());
    const changed = vi.fn();
    offer.subscribe(changed);
    const event = new InstallPromptEvent(Promise.resolve({ outcome: 'accepted' }));
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(offer.offered()).toBe(true);
    expect(changed).toHaveBeenCalled();
  });

  it("shows the browser's dialog on Install, and never offers again, in this page or the next, whatever the answer", async () => {
    const storage = memoryStorage();
    const window = new EventTarget();
    const offer = createInstallOffer(window, storage);
    const event = new InstallPromptEvent(Promise.resolve({ outcome: 'dismissed' }));
    window.dispatchEvent(event);
    await offer.install();
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(offer.offered()).toBe(false);

    const nextWindow = new EventTarget();
    const next = createInstallOffer(nextWindow, storage);
    const again = new InstallPromptEvent(Promise.resolve({ outcome: 'accepted' }));
    nextWindow.dispatchEvent(again);
    expect(next.offered()).toBe(false);
    // the browser's own install prompt is no longer held back
    expect(again.defaultPrevented).toBe(false);
  });

  it('never offers again after Not now, or after an install by other means', () => {
    for (const answer of ['decline', 'appinstalled'] as const) {
      const storage = memoryStorage();
      const window = new EventTarget();
      const offer = createInstallOffer(window, storage);
      window.dispatchEvent(new InstallPromptEvent(Promise.resolve({ outcome: 'accepted' })));
      if (answer === 'decline') offer.decline();
      else window.dispatchEvent(new Event('appinstalled'));
      expect(offer.offered(), answer).toBe(false);
      const nextWindow = new EventTarget();
      const next = createInstallOffer(nextWindow, storage);
      nextWindow.dispatchEvent(new InstallPromptEvent(Promise.resolve({ outcome: 'accepted' })));
      expect(next.offered(), answer).toBe(false);
    }
  });

  it('still offers where storage is blocked, for the page only', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const window = new EventTarget();
    const offer = createInstallOffer(window, blocked);
    window.dispatchEvent(new InstallPromptEvent(Promise.resolve({ outcome: 'accepted' })));
    expect(offer.offered()).toBe(true);
    offer.decline();
    expect(offer.offered()).toBe(false);
  });
});
