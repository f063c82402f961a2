/** A whistle's, an addition's and a reply's longest text (without zod, for the external page's small bundle). */
export const WHISTLE_MESSAGE_MAX = 5000;
