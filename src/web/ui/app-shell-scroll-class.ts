/**
 * The one thing Mantine's AppShell header, footer and aside take from react-remove-scroll: the class name
 * that a modal's scroll lock looks for to keep fixed bars from jumping when the scroll bar goes. vite.config.ts
 * hands this file to AppShell, so the shell does not carry the whole scroll-lock library (about 4 kB gzip)
 * on every screen; the modals still load the real one, which finds the bars by this same class
 * (app-shell-scroll-class.test.ts keeps the two equal).
 */
export const RemoveScroll = {
  classNames: { zeroRight: 'right-scroll-bar-position', fullWidth: 'width-before-scroll-bar' },
};
