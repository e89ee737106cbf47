/** Texts of the B2B widget's first screen (docs/behaviour.md, "B2B widget"). */
export const B2B_MAIN_MESSAGES = {
  'b2b.main.title': 'Sign up or log in', // Portico's wording
} as const;
