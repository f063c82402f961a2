/** The external chat site behind the EHTCHATTEN subscription (spec section 2). Set VITE_EHTCHATTEN_URL per build. */
export const CHAT_URL: string = import.meta.env.VITE_EHTCHATTEN_URL ?? "https://ehtchatten.se";
