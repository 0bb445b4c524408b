// Generated from the API's limits (api/src/client-limits.ts) by `pnpm --filter api contract`: do not edit by hand.
// A change of one of the constants the server enforces changes these values, and the areas show the new rule.
export const API_LIMITS = {
  basket: {
    counterMax: 50,
    eventMaxParticipants: 6,
    subscriptionStartMaxDays: 365,
    maxPlayers: 8,
    nameMax: 40,
    gameValueMax: 40,
    commentMax: 300,
    childAgeMin: 1,
    childAgeMax: 120,
  },
  companyDocuments: {
    types: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
    maxBytes: 5242880,
    maxFiles: 5,
    linkDays: 7,
  },
  photo: {
    types: ['image/jpeg', 'image/png', 'image/webp'],
    maxBytes: 2097152,
  },
  account: {
    passwordMinLength: 8,
    phoneDigits: 10,
    resetLinkHours: 1,
    familyNameMax: 100,
    memberAgeMin: 1,
    memberAgeMax: 150,
  },
} as const;
