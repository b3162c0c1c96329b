/** The most interested brands an account may list (the contract's `interestedBrandIdsSchema`). */
export const MAX_INTERESTED_BRANDS = 30;
