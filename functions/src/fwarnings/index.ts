/** What other domains may ask of F and F-warnings: nothing yet beyond the API. */
export {};
