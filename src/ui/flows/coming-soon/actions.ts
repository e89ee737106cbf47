/** The placeholder flow has no domain actions of its own (its one screen is a mount kind's first). */
export type ComingSoonAction = { type: 'comingSoon/none' };
