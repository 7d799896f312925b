/**
 * Issue 14: the statistics metrics and the events that feed them, as data. The rollup job folds an
 * event into its supplier's daily counter of the metric its name maps to.
 */
export const statisticsMetrics = [
  'profileViews',
  'searchAppearances',
  'shortlists',
  'enquiries',
  'widgetViews',
  'phoneClicks',
  'websiteClicks',
  'reviews',
] as const;
export type StatisticsMetric = (typeof statisticsMetrics)[number];

/**
 * Event name → metric. Enquiries and reviews are events too: each is recorded in the transaction that writes the
 * enquiry or review.
 */
export const metricOfEvent = {
  profileViewed: 'profileViews',
  searchAppeared: 'searchAppearances',
  shortlisted: 'shortlists',
  enquirySent: 'enquiries',
  widgetViewed: 'widgetViews',
  phoneClicked: 'phoneClicks',
  websiteClicked: 'websiteClicks',
  reviewWritten: 'reviews',
} as const satisfies Record<string, StatisticsMetric>;

/**
 * Events sent by the portal's own screens (POST /api/a/t, source cms) are the supplier's team using the
 * portal, never couples' interest in it: they are not counted whatever their name.
 */
export const uncountedEventSources = ['cms'] as const;

/** The category of the statistics-only events the portal records (not couples activity, which lists its own four). */
export const statisticsEventCategory = 'statistics';

export type MetricCounts = Record<StatisticsMetric, number>;

export const zeroCounts = (): MetricCounts =>
  Object.fromEntries(statisticsMetrics.map((metric) => [metric, 0])) as MetricCounts;
