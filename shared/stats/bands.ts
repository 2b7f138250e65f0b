// Interpretation bands shown beside agreement coefficients: Cicchetti (the default), Landis & Koch, Krippendorff.

/** Tolerance so that a coefficient computed as 0.7499999999999999 still lands in the band its rounded value names. */
const EPSILON = 1e-9;

/**
 * Cicchetti (1994), for kappa, weighted kappa, ICC and alpha: < .40 poor, .40-.59 fair, .60-.74 good,
 * >= .75 excellent. This is the band every chance-corrected coefficient in `calibrate` carries.
 * Not given for exact agreement (not chance-corrected) or for rank correlations (they measure
 * association, not agreement: a judge always one point above the humans has rho 1).
 */
export const CICCHETTI_BANDS = ['poor', 'fair', 'good', 'excellent'] as const;
export type CicchettiBand = (typeof CICCHETTI_BANDS)[number];

export function cicchettiBand(value: number | null): CicchettiBand | null {
  if (value === null || Number.isNaN(value)) return null;
  if (value >= 0.75 - EPSILON) return 'excellent';
  if (value >= 0.6 - EPSILON) return 'good';
  if (value >= 0.4 - EPSILON) return 'fair';
  return 'poor';
}

/**
 * Landis & Koch (1977), an alternative set for kappa only: < 0 poor, 0-.20 slight, .21-.40 fair,
 * .41-.60 moderate, .61-.80 substantial, .81-1 almost perfect. Offered for supervisors who know kappa
 * by these words; `calibrate` does not attach it.
 */
export const LANDIS_KOCH_BANDS = ['poor', 'slight', 'fair', 'moderate', 'substantial', 'almost_perfect'] as const;
export type LandisKochBand = (typeof LANDIS_KOCH_BANDS)[number];

export function landisKochBand(value: number | null): LandisKochBand | null {
  if (value === null || Number.isNaN(value)) return null;
  if (value < 0 - EPSILON) return 'poor';
  if (value <= 0.2 + EPSILON) return 'slight';
  if (value <= 0.4 + EPSILON) return 'fair';
  if (value <= 0.6 + EPSILON) return 'moderate';
  if (value <= 0.8 + EPSILON) return 'substantial';
  return 'almost_perfect';
}

/**
 * Krippendorff (2004, 2011), for alpha: >= .800 reliable, .667-.800 tentative (tentative conclusions
 * only), < .667 unreliable. An alternative to Cicchetti for alpha; `calibrate` does not attach it.
 */
export const KRIPPENDORFF_BANDS = ['unreliable', 'tentative', 'reliable'] as const;
export type KrippendorffBand = (typeof KRIPPENDORFF_BANDS)[number];

export function krippendorffBand(value: number | null): KrippendorffBand | null {
  if (value === null || Number.isNaN(value)) return null;
  if (value >= 0.8 - EPSILON) return 'reliable';
  if (value >= 0.667 - EPSILON) return 'tentative';
  return 'unreliable';
}
