/**
 * The memory the README promises the server stays under while the largest valid requests arrive together
 * (decision record 0049), and the body budget derived from it.
 */
export const documentedMemoryCeilingMb = 1024;

/**
 * What the server holds besides the bodies being worked on: the measured peak of a PGlite first start
 * (bench/results/memory.json, about 450 MB, decision 0029) with a PDF render thread at work.
 */
const baseMemoryMb = 512;

/**
 * Resident memory per megabyte of body while it is parsed, checked, stored or rendered: about 15 (seven
 * 6.4 MB saves took the server from 242 MB to 931 MB). The bench measures it again under the budget.
 */
const memoryPerBodyMb = 15;

/** The largest body any route accepts (the FHIR import's 16 MB): a smaller budget could never admit it. */
export const requestBodyBudgetMinMb = 16;

/** REQUEST_BODY_BUDGET_MB's default: the bodies that fit between the base memory and the ceiling. */
export const requestBodyBudgetDefaultMb = Math.max(
  requestBodyBudgetMinMb,
  Math.floor((documentedMemoryCeilingMb - baseMemoryMb) / memoryPerBodyMb),
);
