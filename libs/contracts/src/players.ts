/** Profile positions (14 items). */
export const POSITIONS = [
  'Loosehead Prop', 'Hooker', 'Tighthead Prop', 'Lock', 'Blindside Flanker', 'Openside Flanker', 'Number 8',
  'Scrum-half', 'Fly-half', 'Left Wing', 'Inside Centre', 'Outside Centre', 'Right Wing', 'Fullback',
] as const;
export type Position = (typeof POSITIONS)[number];

/** Search / marketing position groups and the profile positions each matches (docs/decisions.md). */
export const POSITION_GROUPS: Record<string, readonly Position[]> = {
  Prop: ['Loosehead Prop', 'Tighthead Prop'],
  Hooker: ['Hooker'],
  Lock: ['Lock'],
  Flanker: ['Blindside Flanker', 'Openside Flanker'],
  'Number 8': ['Number 8'],
  'Scrum-half': ['Scrum-half'],
  'Fly-half': ['Fly-half'],
  Centre: ['Inside Centre', 'Outside Centre'],
  Wing: ['Left Wing', 'Right Wing'],
  Fullback: ['Fullback'],
};
export const POSITION_GROUP_NAMES = Object.keys(POSITION_GROUPS);

export const FORMATS = ['15s', '7s', 'Beach', 'Touch'] as const;
export type Format = (typeof FORMATS)[number];

export const DOMINANT_SIDES = ['left', 'right', 'both'] as const;
export type DominantSide = (typeof DOMINANT_SIDES)[number];

export const VISIBILITIES = ['public', 'recruiters', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const VISIBILITY_LABELS: Record<Visibility, string> = {
  public: 'Public (all recruiters and scouts)',
  recruiters: 'Recruiters (only verified recruiters)',
  private: 'Private (only the player)',
};

export const HIGHLIGHT_TAGS = [
  'Try', 'Line Break', 'Tackle', 'Kick', 'Offload', 'Maul', 'Scrum', 'Lineout', 'Conversion', 'Penalty', 'Drop Goal', 'Ruck',
] as const;

export const ACHIEVEMENT_TYPES = ['tournament', 'leadership', 'performance', 'community', 'international'] as const;
export type AchievementType = (typeof ACHIEVEMENT_TYPES)[number];
export const ACHIEVEMENT_TYPE_LABELS: Record<AchievementType, string> = {
  tournament: 'Tournament Achievement',
  leadership: 'Captaincy / Leadership',
  performance: 'Big Game Moment',
  community: 'Community/Village Recognition',
  international: 'International Exposure',
};

export const INTEREST_LEVELS = ['interested', 'very_interested', 'priority'] as const;
export type InterestLevel = (typeof INTEREST_LEVELS)[number];

export const AGE_GROUPS = ['U16', 'U17', 'U18', 'U19'] as const;
