import { describe, expect, it } from 'vitest';
import { hidesSideMenu, isPortalRoute, showsAppFooter } from './portal-routes.ts';

describe('portal routes', () => {
  it.each([
    ['/', true],
    ['/dashboard', true],
    ['/dashboard/', true],
    ['/enquiry-manager/abc-123', true],
    ['/couples/42', true],
    ['/benefits', true],
    ['/benefits/x', false],
    ['/couples/42/more', false],
    ['/no-such-page', false],
    ['/dashboardx', false],
    ['/api/health', false],
  ])('%s is a portal screen: %s', (pathname, expected) => {
    expect(isPortalRoute(pathname)).toBe(expected);
  });
});

describe('hidesSideMenu', () => {
  it('hides the side menu on the preview and below it, nowhere else', () => {
    expect(hidesSideMenu('/preview')).toBe(true);
    expect(hidesSideMenu('/preview/phone')).toBe(true);
    expect(hidesSideMenu('/previews')).toBe(false);
    expect(hidesSideMenu('/dashboard')).toBe(false);
    expect(hidesSideMenu('/')).toBe(false);
  });
});

describe('showsAppFooter', () => {
  it.each([
    ['/dashboard', true],
    ['/enquiry-manager/abc', true],
    ['/team-chat', false],
    ['/team-chat/abc', false],
    ['/preview', false],
    ['/team-chats', true],
  ] as const)('%s ends with the footer line: %s', (pathname, shown) => {
    expect(showsAppFooter(pathname)).toBe(shown);
  });
});
