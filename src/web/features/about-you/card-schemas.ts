/** The About you cards' input schemas, fetched once the screen has shown (useDeferredSchema). */
export const loadAchievementsSchema = async () =>
  (await import('../../../domain/about-you/achievements.ts')).achievementsInputSchema;
export const loadFaqSchema = async () => (await import('../../../domain/about-you/faq.ts')).faqInputSchema;
export const loadStatusMessageSchema = async () =>
  (await import('../../../domain/about-you/status-message.ts')).statusMessageInputSchema;
