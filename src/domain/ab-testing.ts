import { portalRouteOf, type PortalRoutePath } from './portal-routes.ts';

/** Spec "Static reads: ... abtesting/cms.json": the running experiments, served by the portal. */
export const abTestingCmsPath = '/abtesting/cms.json';

/** Spec: "An ad-testing data layer is polled every 500 ms after 30 ms, and is abandoned at 4000 ms." */
export const abTestingDataLayerPoll = { afterMs: 30, everyMs: 500, abandonedAtMs: 4000 } as const;

/** A running experiment (cms.json; checked by ab-testing-cms.ts). */
export interface Experiment {
  id: string;
  /** The screens it applies to (route patterns of portal-routes.ts): their analytics events carry its variant. */
  screens: PortalRoutePath[];
  /** The first is the control, what everyone sees when the experiments cannot be read. */
  variants: { id: string; weight: number }[];
}

export interface AbTestingCms {
  experiments: Experiment[];
}

/** The variant of each running experiment, by experiment id. */
export type Assignments = Record<string, string>;

/** FNV-1a, 32 bits: the same text gives the same number in every browser. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * The portal's own choice where no testing tool answered: a variant by weight, the same for a browser (its analytics
 * anonymous id) every time, and independent between experiments.
 * @internal
 */
export function assignVariant(experiment: Experiment, browserId: string): string {
  const total = experiment.variants.reduce((sum, v) => sum + v.weight, 0);
  let point = hash(`${experiment.id}:${browserId}`) % total;
  for (const variant of experiment.variants) {
    if (point < variant.weight) return variant.id;
    point -= variant.weight;
  }
  return experiment.variants[0]!.id;
}

/**
 * The testing tool's answers found in the data layer (`window.dataLayer`, the tag-manager convention), where it pushes
 * `{ event: 'abtesting', experiment, variant }`: the last one per experiment, for known variants only.
 */
export function toolAnswers(dataLayer: unknown, experiments: readonly Experiment[]): Assignments {
  const answers: Assignments = {};
  if (!Array.isArray(dataLayer)) return answers;
  for (const entry of dataLayer as unknown[]) {
    const { event, experiment: id, variant } = (entry ?? {}) as Record<string, unknown>;
    const known = experiments.find((e) => e.id === id)?.variants.some((v) => v.id === variant);
    if (event === 'abtesting' && known) answers[id as string] = variant as string;
  }
  return answers;
}

/** Every experiment's variant: the tool's answer where it gave one, the portal's own choice otherwise. */
export function assignmentsOf(
  experiments: readonly Experiment[],
  browserId: string,
  answers: Assignments,
): Assignments {
  return Object.fromEntries(experiments.map((e) => [e.id, answers[e.id] ?? assignVariant(e, browserId)]));
}

/** The assignments an analytics event on `pathname` carries: those of the experiments that apply to its screen. */
export function assignmentsOnScreen(
  experiments: readonly Experiment[],
  assignments: Assignments,
  pathname: string,
): Assignments {
  const screen = portalRouteOf(pathname);
  return Object.fromEntries(
    experiments
      .filter((e) => screen !== undefined && e.screens.includes(screen) && assignments[e.id] !== undefined)
      .map((e) => [e.id, assignments[e.id]!]),
  );
}
