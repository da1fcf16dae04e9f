/** The published terms of use the registration screen links to. */
export const termsUrl = '/terms';

/** How many of the user's companies the registration greeting names (seed: platform core, section 2). */
export const listedCompanyCount = 5;
