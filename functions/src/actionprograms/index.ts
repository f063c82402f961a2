/** What other domains may ask of action programs: nothing yet (the pupil page reads them over HTTP). */
export {};
