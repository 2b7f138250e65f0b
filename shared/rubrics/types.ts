// Rubric types: scales with ordered coded options, items with anchors, groups and aggregates.

/** `points`: equally spaced numeric points (1-5, Likert); `categorical`: named categories compared by code. */
export type ScaleKind = 'points' | 'categorical';

export type ScaleOption = {
  /** Stable identifier stored with every judgement ('4', 'agree', 'not_suitable'). */
  readonly code: string;
  /** The single character a judge answers with ('4', 'A'); unique within the scale. */
  readonly key: string;
  /** English name of the option, as the research names it. */
  readonly label: string;
  /** Numeric value used for means; null marks an option that carries no score (not applicable). */
  readonly value: number | null;
  /** Code of the grouped category this option falls into (for grouped agreement). */
  readonly group: string;
};

export type ScaleGroup = { readonly code: string; readonly label: string };

export type Scale = {
  readonly id: string;
  readonly kind: ScaleKind;
  /** Options in their canonical order (as shown to raters). */
  readonly options: readonly ScaleOption[];
  /** Grouped categories in order; every option's `group` is one of these codes. */
  readonly groups: readonly ScaleGroup[];
  /** For points scales: a panel whose spread (max - min) reaches this counts as disagreeing. */
  readonly disagreementSpread: number | null;
};

export type RubricItem = {
  readonly id: string;
  /** The item's name exactly as the literature uses it. */
  readonly name: string;
  /** Id of the group (sheet) the item belongs to. */
  readonly group: string;
  /** What the item measures, in this project's words. */
  readonly definition: string;
  /** The question (or, for agreement scales, the claim) a rater answers. */
  readonly question: string;
  readonly scale: Scale;
  /** One anchor per option code, describing what earns that option. */
  readonly anchors: Readonly<Record<string, string>>;
  /** False for items where a higher value is worse (e.g. Overly negative). */
  readonly higherIsBetter: boolean;
  /** 'study' for items from the research; 'product' for items this product adds. */
  readonly origin: 'study' | 'product';
};

export type RubricGroup = { readonly id: string; readonly name: string };

/** A mean over item scores or earlier aggregates; missing inputs are skipped. */
export type RubricAggregate = {
  readonly id: string;
  readonly name: string;
  /** Item ids, or ids of aggregates listed before this one. */
  readonly inputs: readonly string[];
};

export type Rubric = {
  readonly id: string;
  readonly version: number;
  readonly name: string;
  readonly description: string;
  readonly groups: readonly RubricGroup[];
  readonly items: readonly RubricItem[];
  readonly aggregates: readonly RubricAggregate[];
};

/** Scores per item id: a number when scored, null or absent when missing. */
export type ItemScores = Readonly<Record<string, number | null | undefined>>;
